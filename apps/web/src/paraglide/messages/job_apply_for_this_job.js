/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Apply_For_This_JobInputs */

const en_job_apply_for_this_job = /** @type {(inputs: Job_Apply_For_This_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply for this Job`)
};

const fr_job_apply_for_this_job = /** @type {(inputs: Job_Apply_For_This_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postuler à cet emploi`)
};

/**
* | output |
* | --- |
* | "Apply for this Job" |
*
* @param {Job_Apply_For_This_JobInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_apply_for_this_job = /** @type {((inputs?: Job_Apply_For_This_JobInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Apply_For_This_JobInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_apply_for_this_job(inputs)
	return en_job_apply_for_this_job(inputs)
});