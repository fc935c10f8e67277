/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_DetailsInputs */

const en_job_details = /** @type {(inputs: Job_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job details`)
};

const fr_job_details = /** @type {(inputs: Job_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails de l'emploi`)
};

/**
* | output |
* | --- |
* | "Job details" |
*
* @param {Job_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_details = /** @type {((inputs?: Job_DetailsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_DetailsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_details(inputs)
	return en_job_details(inputs)
});