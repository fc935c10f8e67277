/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mb: NonNullable<unknown> }} Upload_Too_LargeInputs */

const en_upload_too_large = /** @type {(inputs: Upload_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The file is too large. Resumes may be up to ${i?.mb} MB.`)
};

const fr_upload_too_large = /** @type {(inputs: Upload_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le fichier est trop volumineux. Un CV peut faire jusqu'à ${i?.mb} Mo.`)
};

/**
* | output |
* | --- |
* | "The file is too large. Resumes may be up to {mb} MB." |
*
* @param {Upload_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const upload_too_large = /** @type {((inputs: Upload_Too_LargeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_Too_LargeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_upload_too_large(inputs)
	return en_upload_too_large(inputs)
});