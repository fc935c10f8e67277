/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Answer_Not_FoundInputs */

const en_my_postings_answer_not_found = /** @type {(inputs: My_Postings_Answer_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job posting not found`)
};

const fr_my_postings_answer_not_found = /** @type {(inputs: My_Postings_Answer_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offre d’emploi introuvable`)
};

/**
* | output |
* | --- |
* | "Job posting not found" |
*
* @param {My_Postings_Answer_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_answer_not_found = /** @type {((inputs?: My_Postings_Answer_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Answer_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_answer_not_found(inputs)
	return en_my_postings_answer_not_found(inputs)
});