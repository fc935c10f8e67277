/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Step_Submit_TextInputs */

const en_post_job_step_submit_text = /** @type {(inputs: Post_Job_Step_Submit_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share the role, location, pay and how candidates can reach you.`)
};

const fr_post_job_step_submit_text = /** @type {(inputs: Post_Job_Step_Submit_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez le poste, le lieu, le salaire et la façon dont les candidats peuvent vous joindre.`)
};

/**
* | output |
* | --- |
* | "Share the role, location, pay and how candidates can reach you." |
*
* @param {Post_Job_Step_Submit_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_step_submit_text = /** @type {((inputs?: Post_Job_Step_Submit_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Step_Submit_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_step_submit_text(inputs)
	return en_post_job_step_submit_text(inputs)
});