/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Existing_Vacancy_YesInputs */

const en_job_existing_vacancy_yes = /** @type {(inputs: Job_Existing_Vacancy_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` — this posting fills a position that is open now`)
};

const fr_job_existing_vacancy_yes = /** @type {(inputs: Job_Existing_Vacancy_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` — cette offre vise un poste ouvert actuellement`)
};

/**
* | output |
* | --- |
* | "— this posting fills a position that is open now" |
*
* @param {Job_Existing_Vacancy_YesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_existing_vacancy_yes = /** @type {((inputs?: Job_Existing_Vacancy_YesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Existing_Vacancy_YesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_existing_vacancy_yes(inputs)
	return en_job_existing_vacancy_yes(inputs)
});