/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Posted_LabelInputs */

const en_job_posted_label = /** @type {(inputs: Job_Posted_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posted`)
};

const fr_job_posted_label = /** @type {(inputs: Job_Posted_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publié`)
};

/**
* | output |
* | --- |
* | "Posted" |
*
* @param {Job_Posted_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_posted_label = /** @type {((inputs?: Job_Posted_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Posted_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_posted_label(inputs)
	return en_job_posted_label(inputs)
});