/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_Job_TypeInputs */

const en_form_error_job_type = /** @type {(inputs: Form_Error_Job_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a job type`)
};

const fr_form_error_job_type = /** @type {(inputs: Form_Error_Job_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir un type d’emploi`)
};

/**
* | output |
* | --- |
* | "Please select a job type" |
*
* @param {Form_Error_Job_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_error_job_type = /** @type {((inputs?: Form_Error_Job_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_Job_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_error_job_type(inputs)
	return en_form_error_job_type(inputs)
});