/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Step_Submit_TitleInputs */

const en_post_job_step_submit_title = /** @type {(inputs: Post_Job_Step_Submit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit your job`)
};

const fr_post_job_step_submit_title = /** @type {(inputs: Post_Job_Step_Submit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soumettez votre offre`)
};

/**
* | output |
* | --- |
* | "Submit your job" |
*
* @param {Post_Job_Step_Submit_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_step_submit_title = /** @type {((inputs?: Post_Job_Step_Submit_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Step_Submit_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_step_submit_title(inputs)
	return en_post_job_step_submit_title(inputs)
});