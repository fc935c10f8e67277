/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Upload_GoneInputs */

const en_apply_upload_gone = /** @type {(inputs: Apply_Upload_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The uploaded resume was not found or is already part of an application. Please upload it again.`)
};

const fr_apply_upload_gone = /** @type {(inputs: Apply_Upload_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le CV téléversé est introuvable ou fait déjà partie d'une candidature. Veuillez le téléverser de nouveau.`)
};

/**
* | output |
* | --- |
* | "The uploaded resume was not found or is already part of an application. Please upload it again." |
*
* @param {Apply_Upload_GoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_upload_gone = /** @type {((inputs?: Apply_Upload_GoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Upload_GoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_upload_gone(inputs)
	return en_apply_upload_gone(inputs)
});