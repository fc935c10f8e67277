/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Filter_JobsInputs */

const en_jobs_filter_jobs = /** @type {(inputs: Jobs_Filter_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter jobs`)
};

const fr_jobs_filter_jobs = /** @type {(inputs: Jobs_Filter_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer les emplois`)
};

/**
* | output |
* | --- |
* | "Filter jobs" |
*
* @param {Jobs_Filter_JobsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_filter_jobs = /** @type {((inputs?: Jobs_Filter_JobsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Filter_JobsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_filter_jobs(inputs)
	return en_jobs_filter_jobs(inputs)
});