/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Field_Under_25Inputs */

const en_post_job_field_under_25 = /** @type {(inputs: Post_Job_Field_Under_25Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fewer than 25 employees`)
};

const fr_post_job_field_under_25 = /** @type {(inputs: Post_Job_Field_Under_25Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moins de 25 employés`)
};

/**
* | output |
* | --- |
* | "Fewer than 25 employees" |
*
* @param {Post_Job_Field_Under_25Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_field_under_25 = /** @type {((inputs?: Post_Job_Field_Under_25Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Field_Under_25Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_field_under_25(inputs)
	return en_post_job_field_under_25(inputs)
});