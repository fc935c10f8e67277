/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Posting_Check_Ai_ScreeningInputs */

const en_posting_check_ai_screening = /** @type {(inputs: Posting_Check_Ai_ScreeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario job postings must say whether AI is used to screen, assess or select applicants`)
};

const fr_posting_check_ai_screening = /** @type {(inputs: Posting_Check_Ai_ScreeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les offres d’emploi en Ontario doivent indiquer si l’IA est utilisée pour présélectionner, évaluer ou choisir les candidats`)
};

/**
* | output |
* | --- |
* | "Ontario job postings must say whether AI is used to screen, assess or select applicants" |
*
* @param {Posting_Check_Ai_ScreeningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const posting_check_ai_screening = /** @type {((inputs?: Posting_Check_Ai_ScreeningInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Posting_Check_Ai_ScreeningInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_posting_check_ai_screening(inputs)
	return en_posting_check_ai_screening(inputs)
});