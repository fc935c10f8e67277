/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Description_HeadingInputs */

const en_job_description_heading = /** @type {(inputs: Job_Description_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job Description`)
};

const fr_job_description_heading = /** @type {(inputs: Job_Description_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description du poste`)
};

/**
* | output |
* | --- |
* | "Job Description" |
*
* @param {Job_Description_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_description_heading = /** @type {((inputs?: Job_Description_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Description_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_description_heading(inputs)
	return en_job_description_heading(inputs)
});