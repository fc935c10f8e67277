/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Upload_DoneInputs */

const en_upload_done = /** @type {(inputs: Upload_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`uploaded (${i?.size})`)
};

const fr_upload_done = /** @type {(inputs: Upload_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`téléversé (${i?.size})`)
};

/**
* | output |
* | --- |
* | "uploaded ({size})" |
*
* @param {Upload_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const upload_done = /** @type {((inputs: Upload_DoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_DoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_upload_done(inputs)
	return en_upload_done(inputs)
});