/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Ai_ScreeningInputs */

const en_job_ai_screening = /** @type {(inputs: Job_Ai_ScreeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI used to screen applicants`)
};

const fr_job_ai_screening = /** @type {(inputs: Job_Ai_ScreeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IA utilisée pour évaluer les candidatures`)
};

/**
* | output |
* | --- |
* | "AI used to screen applicants" |
*
* @param {Job_Ai_ScreeningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_ai_screening = /** @type {((inputs?: Job_Ai_ScreeningInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Ai_ScreeningInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_ai_screening(inputs)
	return en_job_ai_screening(inputs)
});