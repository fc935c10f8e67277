/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Outcome_LiveInputs */

const en_post_job_outcome_live = /** @type {(inputs: Post_Job_Outcome_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. Your job posting is live on our jobs board now, where job seekers can find it and apply.`)
};

const fr_post_job_outcome_live = /** @type {(inputs: Post_Job_Outcome_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci. Votre offre d’emploi est maintenant publiée sur notre babillard d’emplois, où les chercheurs d’emploi peuvent la trouver et postuler.`)
};

/**
* | output |
* | --- |
* | "Thank you. Your job posting is live on our jobs board now, where job seekers can find it and apply." |
*
* @param {Post_Job_Outcome_LiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_outcome_live = /** @type {((inputs?: Post_Job_Outcome_LiveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Outcome_LiveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_outcome_live(inputs)
	return en_post_job_outcome_live(inputs)
});