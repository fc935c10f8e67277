/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Step_Meet_TitleInputs */

const en_post_job_step_meet_title = /** @type {(inputs: Post_Job_Step_Meet_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet candidates`)
};

const fr_post_job_step_meet_title = /** @type {(inputs: Post_Job_Step_Meet_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rencontrez des candidats`)
};

/**
* | output |
* | --- |
* | "Meet candidates" |
*
* @param {Post_Job_Step_Meet_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_step_meet_title = /** @type {((inputs?: Post_Job_Step_Meet_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Step_Meet_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_step_meet_title(inputs)
	return en_post_job_step_meet_title(inputs)
});