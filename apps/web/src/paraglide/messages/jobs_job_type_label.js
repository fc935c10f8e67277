/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Job_Type_LabelInputs */

const en_jobs_job_type_label = /** @type {(inputs: Jobs_Job_Type_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job Type`)
};

const fr_jobs_job_type_label = /** @type {(inputs: Jobs_Job_Type_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type d'emploi`)
};

/**
* | output |
* | --- |
* | "Job Type" |
*
* @param {Jobs_Job_Type_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_job_type_label = /** @type {((inputs?: Jobs_Job_Type_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Job_Type_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_job_type_label(inputs)
	return en_jobs_job_type_label(inputs)
});