/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Close_Cancelled_QuestionInputs */

const en_my_postings_close_cancelled_question = /** @type {(inputs: My_Postings_Close_Cancelled_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close this job as cancelled?`)
};

const fr_my_postings_close_cancelled_question = /** @type {(inputs: My_Postings_Close_Cancelled_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer cette offre comme annulée?`)
};

/**
* | output |
* | --- |
* | "Close this job as cancelled?" |
*
* @param {My_Postings_Close_Cancelled_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_close_cancelled_question = /** @type {((inputs?: My_Postings_Close_Cancelled_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Close_Cancelled_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_close_cancelled_question(inputs)
	return en_my_postings_close_cancelled_question(inputs)
});