/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_UploadingInputs */

const en_apply_uploading = /** @type {(inputs: Apply_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading resume...`)
};

const fr_apply_uploading = /** @type {(inputs: Apply_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléversement du CV...`)
};

/**
* | output |
* | --- |
* | "Uploading resume..." |
*
* @param {Apply_UploadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_uploading = /** @type {((inputs?: Apply_UploadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_UploadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_uploading(inputs)
	return en_apply_uploading(inputs)
});