/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Step_Live_TextInputs */

const en_post_job_step_live_text = /** @type {(inputs: Post_Job_Step_Live_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Once approved, your job appears on our jobs board for active job seekers.`)
};

const fr_post_job_step_live_text = /** @type {(inputs: Post_Job_Step_Live_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une fois approuvée, votre offre paraît sur notre babillard d’emplois pour les chercheurs d’emploi actifs.`)
};

/**
* | output |
* | --- |
* | "Once approved, your job appears on our jobs board for active job seekers." |
*
* @param {Post_Job_Step_Live_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_step_live_text = /** @type {((inputs?: Post_Job_Step_Live_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Step_Live_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_step_live_text(inputs)
	return en_post_job_step_live_text(inputs)
});