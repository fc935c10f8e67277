/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Upload_Resume_FileInputs */

const en_upload_resume_file = /** @type {(inputs: Upload_Resume_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resume File`)
};

const fr_upload_resume_file = /** @type {(inputs: Upload_Resume_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier du CV`)
};

/**
* | output |
* | --- |
* | "Resume File" |
*
* @param {Upload_Resume_FileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const upload_resume_file = /** @type {((inputs?: Upload_Resume_FileInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_Resume_FileInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_upload_resume_file(inputs)
	return en_upload_resume_file(inputs)
});