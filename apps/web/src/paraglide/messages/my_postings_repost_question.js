/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Repost_QuestionInputs */

const en_my_postings_repost_question = /** @type {(inputs: My_Postings_Repost_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repost this job?`)
};

const fr_my_postings_repost_question = /** @type {(inputs: My_Postings_Repost_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Republier cette offre?`)
};

/**
* | output |
* | --- |
* | "Repost this job?" |
*
* @param {My_Postings_Repost_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_repost_question = /** @type {((inputs?: My_Postings_Repost_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Repost_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_repost_question(inputs)
	return en_my_postings_repost_question(inputs)
});