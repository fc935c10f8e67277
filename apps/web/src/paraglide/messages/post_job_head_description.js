/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Post_Job_Head_DescriptionInputs */

const en_post_job_head_description = /** @type {(inputs: Post_Job_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Post a job with ${i?.company} and reach qualified warehouse, transportation, manufacturing and office candidates across Ontario. Every submission is reviewed before it is published.`)
};

const fr_post_job_head_description = /** @type {(inputs: Post_Job_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publiez une offre d’emploi avec ${i?.company} et joignez des candidats qualifiés en entreposage, en transport, en fabrication et en bureau partout en Ontario. Chaque soumission est examinée avant d’être publiée.`)
};

/**
* | output |
* | --- |
* | "Post a job with {company} and reach qualified warehouse, transportation, manufacturing and office candidates across Ontario. Every submission is reviewed bef..." |
*
* @param {Post_Job_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_head_description = /** @type {((inputs: Post_Job_Head_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Head_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_head_description(inputs)
	return en_post_job_head_description(inputs)
});