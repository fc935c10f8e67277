/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Ai_Screening_NoInputs */

const en_job_ai_screening_no = /** @type {(inputs: Job_Ai_Screening_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` — applicants are not screened, assessed or selected by AI`)
};

const fr_job_ai_screening_no = /** @type {(inputs: Job_Ai_Screening_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` — les candidats ne sont pas présélectionnés, évalués ni choisis par l'IA`)
};

/**
* | output |
* | --- |
* | "— applicants are not screened, assessed or selected by AI" |
*
* @param {Job_Ai_Screening_NoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_ai_screening_no = /** @type {((inputs?: Job_Ai_Screening_NoInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Ai_Screening_NoInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_ai_screening_no(inputs)
	return en_job_ai_screening_no(inputs)
});