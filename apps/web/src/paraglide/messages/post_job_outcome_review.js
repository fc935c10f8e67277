/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Outcome_ReviewInputs */

const en_post_job_outcome_review = /** @type {(inputs: Post_Job_Outcome_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. Your job posting is under review; our team checks every submission and publishes it once approved, usually within one business day.`)
};

const fr_post_job_outcome_review = /** @type {(inputs: Post_Job_Outcome_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci. Votre offre d’emploi est en cours d’examen; notre équipe vérifie chaque soumission et la publie une fois approuvée, habituellement en un jour ouvrable.`)
};

/**
* | output |
* | --- |
* | "Thank you. Your job posting is under review; our team checks every submission and publishes it once approved, usually within one business day." |
*
* @param {Post_Job_Outcome_ReviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_outcome_review = /** @type {((inputs?: Post_Job_Outcome_ReviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Outcome_ReviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_outcome_review(inputs)
	return en_post_job_outcome_review(inputs)
});