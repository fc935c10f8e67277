/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Job_TypeInputs */

const en_jobs_job_type = /** @type {(inputs: Jobs_Job_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job type`)
};

const fr_jobs_job_type = /** @type {(inputs: Jobs_Job_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type d'emploi`)
};

/**
* | output |
* | --- |
* | "Job type" |
*
* @param {Jobs_Job_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_job_type = /** @type {((inputs?: Jobs_Job_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Job_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_job_type(inputs)
	return en_jobs_job_type(inputs)
});