/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Benefit_FreeInputs */

const en_post_job_benefit_free = /** @type {(inputs: Post_Job_Benefit_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No cost to submit a posting for review`)
};

const fr_post_job_benefit_free = /** @type {(inputs: Post_Job_Benefit_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucuns frais pour soumettre une offre à l’examen`)
};

/**
* | output |
* | --- |
* | "No cost to submit a posting for review" |
*
* @param {Post_Job_Benefit_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_benefit_free = /** @type {((inputs?: Post_Job_Benefit_FreeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Benefit_FreeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_benefit_free(inputs)
	return en_post_job_benefit_free(inputs)
});