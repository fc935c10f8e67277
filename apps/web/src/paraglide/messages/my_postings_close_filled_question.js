/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Close_Filled_QuestionInputs */

const en_my_postings_close_filled_question = /** @type {(inputs: My_Postings_Close_Filled_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close this job as filled?`)
};

const fr_my_postings_close_filled_question = /** @type {(inputs: My_Postings_Close_Filled_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer cette offre comme pourvue?`)
};

/**
* | output |
* | --- |
* | "Close this job as filled?" |
*
* @param {My_Postings_Close_Filled_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_close_filled_question = /** @type {((inputs?: My_Postings_Close_Filled_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Close_Filled_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_close_filled_question(inputs)
	return en_my_postings_close_filled_question(inputs)
});