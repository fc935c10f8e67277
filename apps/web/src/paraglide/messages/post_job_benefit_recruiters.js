/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Benefit_RecruitersInputs */

const en_post_job_benefit_recruiters = /** @type {(inputs: Post_Job_Benefit_RecruitersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recruiters who know warehousing, logistics and manufacturing`)
};

const fr_post_job_benefit_recruiters = /** @type {(inputs: Post_Job_Benefit_RecruitersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des recruteurs qui connaissent l’entreposage, la logistique et la fabrication`)
};

/**
* | output |
* | --- |
* | "Recruiters who know warehousing, logistics and manufacturing" |
*
* @param {Post_Job_Benefit_RecruitersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_benefit_recruiters = /** @type {((inputs?: Post_Job_Benefit_RecruitersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Benefit_RecruitersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_benefit_recruiters(inputs)
	return en_post_job_benefit_recruiters(inputs)
});