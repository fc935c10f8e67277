/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_Job_CompanyInputs */

const en_form_error_job_company = /** @type {(inputs: Form_Error_Job_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company is required`)
};

const fr_form_error_job_company = /** @type {(inputs: Form_Error_Job_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’entreprise est obligatoire`)
};

/**
* | output |
* | --- |
* | "Company is required" |
*
* @param {Form_Error_Job_CompanyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_error_job_company = /** @type {((inputs?: Form_Error_Job_CompanyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_Job_CompanyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_error_job_company(inputs)
	return en_form_error_job_company(inputs)
});