/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Upload_DragInputs */

const en_upload_drag = /** @type {(inputs: Upload_DragInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drag your resume here, or`)
};

const fr_upload_drag = /** @type {(inputs: Upload_DragInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Glissez votre CV ici, ou`)
};

/**
* | output |
* | --- |
* | "Drag your resume here, or" |
*
* @param {Upload_DragInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const upload_drag = /** @type {((inputs?: Upload_DragInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_DragInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_upload_drag(inputs)
	return en_upload_drag(inputs)
});