/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Ai_Screening_YesInputs */

const en_job_ai_screening_yes = /** @type {(inputs: Job_Ai_Screening_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` — AI is used to screen, assess or select applicants`)
};

const fr_job_ai_screening_yes = /** @type {(inputs: Job_Ai_Screening_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` — l'IA sert à présélectionner, évaluer ou choisir les candidats`)
};

/**
* | output |
* | --- |
* | "— AI is used to screen, assess or select applicants" |
*
* @param {Job_Ai_Screening_YesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_ai_screening_yes = /** @type {((inputs?: Job_Ai_Screening_YesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Ai_Screening_YesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_ai_screening_yes(inputs)
	return en_job_ai_screening_yes(inputs)
});