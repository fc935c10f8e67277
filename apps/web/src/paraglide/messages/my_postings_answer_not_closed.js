/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Answer_Not_ClosedInputs */

const en_my_postings_answer_not_closed = /** @type {(inputs: My_Postings_Answer_Not_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a closed job posting can be reposted.`)
};

const fr_my_postings_answer_not_closed = /** @type {(inputs: My_Postings_Answer_Not_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seule une offre d’emploi fermée peut être republiée.`)
};

/**
* | output |
* | --- |
* | "Only a closed job posting can be reposted." |
*
* @param {My_Postings_Answer_Not_ClosedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_answer_not_closed = /** @type {((inputs?: My_Postings_Answer_Not_ClosedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Answer_Not_ClosedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_answer_not_closed(inputs)
	return en_my_postings_answer_not_closed(inputs)
});