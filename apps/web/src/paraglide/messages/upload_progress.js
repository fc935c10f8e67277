/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Upload_ProgressInputs */

const en_upload_progress = /** @type {(inputs: Upload_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload progress`)
};

const fr_upload_progress = /** @type {(inputs: Upload_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progression du téléversement`)
};

/**
* | output |
* | --- |
* | "Upload progress" |
*
* @param {Upload_ProgressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const upload_progress = /** @type {((inputs?: Upload_ProgressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_ProgressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_upload_progress(inputs)
	return en_upload_progress(inputs)
});