/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Close_FailedInputs */

const en_my_postings_close_failed = /** @type {(inputs: My_Postings_Close_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not close`)
};

const fr_my_postings_close_failed = /** @type {(inputs: My_Postings_Close_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de fermer l’offre`)
};

/**
* | output |
* | --- |
* | "Could not close" |
*
* @param {My_Postings_Close_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_close_failed = /** @type {((inputs?: My_Postings_Close_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Close_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_close_failed(inputs)
	return en_my_postings_close_failed(inputs)
});