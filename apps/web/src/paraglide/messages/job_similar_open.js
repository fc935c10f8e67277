/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Similar_OpenInputs */

const en_job_similar_open = /** @type {(inputs: Job_Similar_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Similar open jobs`)
};

const fr_job_similar_open = /** @type {(inputs: Job_Similar_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emplois semblables ouverts`)
};

/**
* | output |
* | --- |
* | "Similar open jobs" |
*
* @param {Job_Similar_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_similar_open = /** @type {((inputs?: Job_Similar_OpenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Similar_OpenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_similar_open(inputs)
	return en_job_similar_open(inputs)
});