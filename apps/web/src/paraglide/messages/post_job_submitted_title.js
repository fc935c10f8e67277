/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Submitted_TitleInputs */

const en_post_job_submitted_title = /** @type {(inputs: Post_Job_Submitted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job submitted successfully!`)
};

const fr_post_job_submitted_title = /** @type {(inputs: Post_Job_Submitted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offre envoyée avec succès!`)
};

/**
* | output |
* | --- |
* | "Job submitted successfully!" |
*
* @param {Post_Job_Submitted_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_submitted_title = /** @type {((inputs?: Post_Job_Submitted_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Submitted_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_submitted_title(inputs)
	return en_post_job_submitted_title(inputs)
});