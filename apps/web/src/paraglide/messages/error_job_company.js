/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Job_CompanyInputs */

const en_error_job_company = /** @type {(inputs: Error_Job_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company is required`)
};

const fr_error_job_company = /** @type {(inputs: Error_Job_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'entreprise est obligatoire`)
};

/**
* | output |
* | --- |
* | "Company is required" |
*
* @param {Error_Job_CompanyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_job_company = /** @type {((inputs?: Error_Job_CompanyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Job_CompanyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_job_company(inputs)
	return en_error_job_company(inputs)
});