/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Ai_Screening_QuestionInputs */

const en_pay_ai_screening_question = /** @type {(inputs: Pay_Ai_Screening_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Is AI used to screen, assess or select applicants?`)
};

const fr_pay_ai_screening_question = /** @type {(inputs: Pay_Ai_Screening_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’IA est-elle utilisée pour présélectionner, évaluer ou choisir les candidats?`)
};

/**
* | output |
* | --- |
* | "Is AI used to screen, assess or select applicants?" |
*
* @param {Pay_Ai_Screening_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pay_ai_screening_question = /** @type {((inputs?: Pay_Ai_Screening_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Ai_Screening_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pay_ai_screening_question(inputs)
	return en_pay_ai_screening_question(inputs)
});