/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Step_Review_TextInputs */

const en_post_job_step_review_text = /** @type {(inputs: Post_Job_Step_Review_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team checks every posting for accuracy and completeness.`)
};

const fr_post_job_step_review_text = /** @type {(inputs: Post_Job_Step_Review_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe vérifie que chaque offre est exacte et complète.`)
};

/**
* | output |
* | --- |
* | "Our team checks every posting for accuracy and completeness." |
*
* @param {Post_Job_Step_Review_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_step_review_text = /** @type {((inputs?: Post_Job_Step_Review_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Step_Review_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_step_review_text(inputs)
	return en_post_job_step_review_text(inputs)
});