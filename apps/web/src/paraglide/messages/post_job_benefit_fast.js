/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Benefit_FastInputs */

const en_post_job_benefit_fast = /** @type {(inputs: Post_Job_Benefit_FastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidates often available within 24-48 hours`)
};

const fr_post_job_benefit_fast = /** @type {(inputs: Post_Job_Benefit_FastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des candidats souvent disponibles en 24 à 48 heures`)
};

/**
* | output |
* | --- |
* | "Candidates often available within 24-48 hours" |
*
* @param {Post_Job_Benefit_FastInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_benefit_fast = /** @type {((inputs?: Post_Job_Benefit_FastInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Benefit_FastInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_benefit_fast(inputs)
	return en_post_job_benefit_fast(inputs)
});