/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Not_Found_TitleInputs */

const en_job_not_found_title = /** @type {(inputs: Job_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job Not Found`)
};

const fr_job_not_found_title = /** @type {(inputs: Job_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emploi introuvable`)
};

/**
* | output |
* | --- |
* | "Job Not Found" |
*
* @param {Job_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_not_found_title = /** @type {((inputs?: Job_Not_Found_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Not_Found_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_not_found_title(inputs)
	return en_job_not_found_title(inputs)
});