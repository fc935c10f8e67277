/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Closed_On_PrefixInputs */

const en_job_closed_on_prefix = /** @type {(inputs: Job_Closed_On_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications closed on`)
};

const fr_job_closed_on_prefix = /** @type {(inputs: Job_Closed_On_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les candidatures ont pris fin le`)
};

/**
* | output |
* | --- |
* | "Applications closed on" |
*
* @param {Job_Closed_On_PrefixInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_closed_on_prefix = /** @type {((inputs?: Job_Closed_On_PrefixInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Closed_On_PrefixInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_closed_on_prefix(inputs)
	return en_job_closed_on_prefix(inputs)
});