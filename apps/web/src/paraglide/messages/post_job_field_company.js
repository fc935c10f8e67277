/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Field_CompanyInputs */

const en_post_job_field_company = /** @type {(inputs: Post_Job_Field_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company Name`)
};

const fr_post_job_field_company = /** @type {(inputs: Post_Job_Field_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de l’entreprise`)
};

/**
* | output |
* | --- |
* | "Company Name" |
*
* @param {Post_Job_Field_CompanyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_field_company = /** @type {((inputs?: Post_Job_Field_CompanyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Field_CompanyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_field_company(inputs)
	return en_post_job_field_company(inputs)
});