/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Gone_DescriptionInputs */

const en_job_gone_description = /** @type {(inputs: Job_Gone_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This job has been removed.`)
};

const fr_job_gone_description = /** @type {(inputs: Job_Gone_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet emploi a été retiré.`)
};

/**
* | output |
* | --- |
* | "This job has been removed." |
*
* @param {Job_Gone_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_gone_description = /** @type {((inputs?: Job_Gone_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Gone_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_gone_description(inputs)
	return en_job_gone_description(inputs)
});