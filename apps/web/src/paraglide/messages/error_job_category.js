/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Job_CategoryInputs */

const en_error_job_category = /** @type {(inputs: Error_Job_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a category`)
};

const fr_error_job_category = /** @type {(inputs: Error_Job_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une catégorie`)
};

/**
* | output |
* | --- |
* | "Please select a category" |
*
* @param {Error_Job_CategoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_job_category = /** @type {((inputs?: Error_Job_CategoryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Job_CategoryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_job_category(inputs)
	return en_error_job_category(inputs)
});