/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Step_Review_TitleInputs */

const en_post_job_step_review_title = /** @type {(inputs: Post_Job_Step_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We review it`)
};

const fr_post_job_step_review_title = /** @type {(inputs: Post_Job_Step_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous l’examinons`)
};

/**
* | output |
* | --- |
* | "We review it" |
*
* @param {Post_Job_Step_Review_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_step_review_title = /** @type {((inputs?: Post_Job_Step_Review_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Step_Review_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_step_review_title(inputs)
	return en_post_job_step_review_title(inputs)
});