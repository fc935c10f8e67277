/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Upload_Resume_File_InputInputs */

const en_upload_resume_file_input = /** @type {(inputs: Upload_Resume_File_InputInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resume file`)
};

const fr_upload_resume_file_input = /** @type {(inputs: Upload_Resume_File_InputInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier du CV`)
};

/**
* | output |
* | --- |
* | "Resume file" |
*
* @param {Upload_Resume_File_InputInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const upload_resume_file_input = /** @type {((inputs?: Upload_Resume_File_InputInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_Resume_File_InputInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_upload_resume_file_input(inputs)
	return en_upload_resume_file_input(inputs)
});