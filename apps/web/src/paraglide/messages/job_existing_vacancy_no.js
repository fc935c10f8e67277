/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Existing_Vacancy_NoInputs */

const en_job_existing_vacancy_no = /** @type {(inputs: Job_Existing_Vacancy_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` — this posting is not for a position that is open now`)
};

const fr_job_existing_vacancy_no = /** @type {(inputs: Job_Existing_Vacancy_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` — cette offre ne vise pas un poste ouvert actuellement`)
};

/**
* | output |
* | --- |
* | "— this posting is not for a position that is open now" |
*
* @param {Job_Existing_Vacancy_NoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_existing_vacancy_no = /** @type {((inputs?: Job_Existing_Vacancy_NoInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Existing_Vacancy_NoInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_existing_vacancy_no(inputs)
	return en_job_existing_vacancy_no(inputs)
});