/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Field_TypeInputs */

const en_post_job_field_type = /** @type {(inputs: Post_Job_Field_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job Type`)
};

const fr_post_job_field_type = /** @type {(inputs: Post_Job_Field_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type d’emploi`)
};

/**
* | output |
* | --- |
* | "Job Type" |
*
* @param {Post_Job_Field_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_field_type = /** @type {((inputs?: Post_Job_Field_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Field_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_field_type(inputs)
	return en_post_job_field_type(inputs)
});