/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Answer_Not_LiveInputs */

const en_my_postings_answer_not_live = /** @type {(inputs: My_Postings_Answer_Not_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a live job posting can be closed.`)
};

const fr_my_postings_answer_not_live = /** @type {(inputs: My_Postings_Answer_Not_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seule une offre d’emploi publiée peut être fermée.`)
};

/**
* | output |
* | --- |
* | "Only a live job posting can be closed." |
*
* @param {My_Postings_Answer_Not_LiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_answer_not_live = /** @type {((inputs?: My_Postings_Answer_Not_LiveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Answer_Not_LiveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_answer_not_live(inputs)
	return en_my_postings_answer_not_live(inputs)
});