/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_French_HeadingInputs */

const en_job_french_heading = /** @type {(inputs: Job_French_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`French version`)
};

const fr_job_french_heading = /** @type {(inputs: Job_French_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version française`)
};

/**
* | output |
* | --- |
* | "French version" |
*
* @param {Job_French_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_french_heading = /** @type {((inputs?: Job_French_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_French_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_french_heading(inputs)
	return en_job_french_heading(inputs)
});