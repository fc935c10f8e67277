/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Submitted_TextInputs */

const en_post_job_submitted_text = /** @type {(inputs: Post_Job_Submitted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your job posting is under review and will be published once approved.`)
};

const fr_post_job_submitted_text = /** @type {(inputs: Post_Job_Submitted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre offre d’emploi est en cours d’examen et sera publiée une fois approuvée.`)
};

/**
* | output |
* | --- |
* | "Your job posting is under review and will be published once approved." |
*
* @param {Post_Job_Submitted_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_submitted_text = /** @type {((inputs?: Post_Job_Submitted_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Submitted_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_submitted_text(inputs)
	return en_post_job_submitted_text(inputs)
});