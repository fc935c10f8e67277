/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Field_RequirementsInputs */

const en_post_job_field_requirements = /** @type {(inputs: Post_Job_Field_RequirementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requirements`)
};

const fr_post_job_field_requirements = /** @type {(inputs: Post_Job_Field_RequirementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exigences`)
};

/**
* | output |
* | --- |
* | "Requirements" |
*
* @param {Post_Job_Field_RequirementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_field_requirements = /** @type {((inputs?: Post_Job_Field_RequirementsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Field_RequirementsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_field_requirements(inputs)
	return en_post_job_field_requirements(inputs)
});