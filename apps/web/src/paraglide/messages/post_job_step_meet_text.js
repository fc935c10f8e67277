/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Step_Meet_TextInputs */

const en_post_job_step_meet_text = /** @type {(inputs: Post_Job_Step_Meet_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications come through our recruiters, screened for fit.`)
};

const fr_post_job_step_meet_text = /** @type {(inputs: Post_Job_Step_Meet_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les candidatures passent par nos recruteurs, qui évaluent leur pertinence.`)
};

/**
* | output |
* | --- |
* | "Applications come through our recruiters, screened for fit." |
*
* @param {Post_Job_Step_Meet_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_step_meet_text = /** @type {((inputs?: Post_Job_Step_Meet_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Step_Meet_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_step_meet_text(inputs)
	return en_post_job_step_meet_text(inputs)
});