/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Requirements_HeadingInputs */

const en_job_requirements_heading = /** @type {(inputs: Job_Requirements_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requirements`)
};

const fr_job_requirements_heading = /** @type {(inputs: Job_Requirements_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exigences`)
};

/**
* | output |
* | --- |
* | "Requirements" |
*
* @param {Job_Requirements_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_requirements_heading = /** @type {((inputs?: Job_Requirements_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Requirements_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_requirements_heading(inputs)
	return en_job_requirements_heading(inputs)
});