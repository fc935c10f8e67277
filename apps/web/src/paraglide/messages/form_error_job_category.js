/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_Job_CategoryInputs */

const en_form_error_job_category = /** @type {(inputs: Form_Error_Job_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a category`)
};

const fr_form_error_job_category = /** @type {(inputs: Form_Error_Job_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une catégorie`)
};

/**
* | output |
* | --- |
* | "Please select a category" |
*
* @param {Form_Error_Job_CategoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_error_job_category = /** @type {((inputs?: Form_Error_Job_CategoryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_Job_CategoryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_error_job_category(inputs)
	return en_form_error_job_category(inputs)
});