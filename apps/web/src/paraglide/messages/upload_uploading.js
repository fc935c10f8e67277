/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Upload_UploadingInputs */

const en_upload_uploading = /** @type {(inputs: Upload_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading`)
};

const fr_upload_uploading = /** @type {(inputs: Upload_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléversement de`)
};

/**
* | output |
* | --- |
* | "Uploading" |
*
* @param {Upload_UploadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const upload_uploading = /** @type {((inputs?: Upload_UploadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_UploadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_upload_uploading(inputs)
	return en_upload_uploading(inputs)
});