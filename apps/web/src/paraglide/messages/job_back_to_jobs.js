/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Back_To_JobsInputs */

const en_job_back_to_jobs = /** @type {(inputs: Job_Back_To_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Jobs`)
};

const fr_job_back_to_jobs = /** @type {(inputs: Job_Back_To_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux emplois`)
};

/**
* | output |
* | --- |
* | "Back to Jobs" |
*
* @param {Job_Back_To_JobsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_back_to_jobs = /** @type {((inputs?: Job_Back_To_JobsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Back_To_JobsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_back_to_jobs(inputs)
	return en_job_back_to_jobs(inputs)
});