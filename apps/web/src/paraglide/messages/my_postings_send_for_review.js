/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Send_For_ReviewInputs */

const en_my_postings_send_for_review = /** @type {(inputs: My_Postings_Send_For_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send for review`)
};

const fr_my_postings_send_for_review = /** @type {(inputs: My_Postings_Send_For_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer pour examen`)
};

/**
* | output |
* | --- |
* | "Send for review" |
*
* @param {My_Postings_Send_For_ReviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_send_for_review = /** @type {((inputs?: My_Postings_Send_For_ReviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Send_For_ReviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_send_for_review(inputs)
	return en_my_postings_send_for_review(inputs)
});