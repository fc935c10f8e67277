/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_FilledInputs */

const en_job_filled = /** @type {(inputs: Job_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This position has been filled.`)
};

const fr_job_filled = /** @type {(inputs: Job_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce poste a été pourvu.`)
};

/**
* | output |
* | --- |
* | "This position has been filled." |
*
* @param {Job_FilledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_filled = /** @type {((inputs?: Job_FilledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_FilledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_filled(inputs)
	return en_job_filled(inputs)
});