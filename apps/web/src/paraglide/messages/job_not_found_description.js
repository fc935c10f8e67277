/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Not_Found_DescriptionInputs */

const en_job_not_found_description = /** @type {(inputs: Job_Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The job you're looking for doesn't exist or has been removed.`)
};

const fr_job_not_found_description = /** @type {(inputs: Job_Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'emploi que vous cherchez n'existe pas ou a été retiré.`)
};

/**
* | output |
* | --- |
* | "The job you're looking for doesn't exist or has been removed." |
*
* @param {Job_Not_Found_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_not_found_description = /** @type {((inputs?: Job_Not_Found_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Not_Found_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_not_found_description(inputs)
	return en_job_not_found_description(inputs)
});