/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Existing_Vacancy_QuestionInputs */

const en_pay_existing_vacancy_question = /** @type {(inputs: Pay_Existing_Vacancy_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Is this posting for an existing vacancy?`)
};

const fr_pay_existing_vacancy_question = /** @type {(inputs: Pay_Existing_Vacancy_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette offre vise-t-elle un poste vacant existant?`)
};

/**
* | output |
* | --- |
* | "Is this posting for an existing vacancy?" |
*
* @param {Pay_Existing_Vacancy_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pay_existing_vacancy_question = /** @type {((inputs?: Pay_Existing_Vacancy_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Existing_Vacancy_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pay_existing_vacancy_question(inputs)
	return en_pay_existing_vacancy_question(inputs)
});