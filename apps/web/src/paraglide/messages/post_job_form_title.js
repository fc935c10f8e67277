/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Form_TitleInputs */

const en_post_job_form_title = /** @type {(inputs: Post_Job_Form_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job Details`)
};

const fr_post_job_form_title = /** @type {(inputs: Post_Job_Form_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails du poste`)
};

/**
* | output |
* | --- |
* | "Job Details" |
*
* @param {Post_Job_Form_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_form_title = /** @type {((inputs?: Post_Job_Form_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Form_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_form_title(inputs)
	return en_post_job_form_title(inputs)
});