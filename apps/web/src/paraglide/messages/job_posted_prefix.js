/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Posted_PrefixInputs */

const en_job_posted_prefix = /** @type {(inputs: Job_Posted_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posted`)
};

const fr_job_posted_prefix = /** @type {(inputs: Job_Posted_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publié le`)
};

/**
* | output |
* | --- |
* | "Posted" |
*
* @param {Job_Posted_PrefixInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_posted_prefix = /** @type {((inputs?: Job_Posted_PrefixInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Posted_PrefixInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_posted_prefix(inputs)
	return en_job_posted_prefix(inputs)
});