/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Browse_AllInputs */

const en_job_browse_all = /** @type {(inputs: Job_Browse_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse All Jobs`)
};

const fr_job_browse_all = /** @type {(inputs: Job_Browse_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir tous les emplois`)
};

/**
* | output |
* | --- |
* | "Browse All Jobs" |
*
* @param {Job_Browse_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_browse_all = /** @type {((inputs?: Job_Browse_AllInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Browse_AllInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_browse_all(inputs)
	return en_job_browse_all(inputs)
});