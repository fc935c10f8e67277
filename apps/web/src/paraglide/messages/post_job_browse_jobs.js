/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Browse_JobsInputs */

const en_post_job_browse_jobs = /** @type {(inputs: Post_Job_Browse_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse Jobs`)
};

const fr_post_job_browse_jobs = /** @type {(inputs: Post_Job_Browse_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir les emplois`)
};

/**
* | output |
* | --- |
* | "Browse Jobs" |
*
* @param {Post_Job_Browse_JobsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_browse_jobs = /** @type {((inputs?: Post_Job_Browse_JobsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Browse_JobsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_browse_jobs(inputs)
	return en_post_job_browse_jobs(inputs)
});