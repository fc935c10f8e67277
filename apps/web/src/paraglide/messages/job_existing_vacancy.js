/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Existing_VacancyInputs */

const en_job_existing_vacancy = /** @type {(inputs: Job_Existing_VacancyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Existing vacancy`)
};

const fr_job_existing_vacancy = /** @type {(inputs: Job_Existing_VacancyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poste vacant existant`)
};

/**
* | output |
* | --- |
* | "Existing vacancy" |
*
* @param {Job_Existing_VacancyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_existing_vacancy = /** @type {((inputs?: Job_Existing_VacancyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Existing_VacancyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_existing_vacancy(inputs)
	return en_job_existing_vacancy(inputs)
});