/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Type_Full_TimeInputs */

const en_job_type_full_time = /** @type {(inputs: Job_Type_Full_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full-Time`)
};

const fr_job_type_full_time = /** @type {(inputs: Job_Type_Full_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temps plein`)
};

/**
* | output |
* | --- |
* | "Full-Time" |
*
* @param {Job_Type_Full_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_type_full_time = /** @type {((inputs?: Job_Type_Full_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Type_Full_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_type_full_time(inputs)
	return en_job_type_full_time(inputs)
});