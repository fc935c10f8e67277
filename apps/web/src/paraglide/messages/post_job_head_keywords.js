/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Head_KeywordsInputs */

const en_post_job_head_keywords = /** @type {(inputs: Post_Job_Head_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`post a job Ontario, hire workers Ontario, job posting, staffing agency, recruit warehouse workers, hire truck drivers, employer job board`)
};

const fr_post_job_head_keywords = /** @type {(inputs: Post_Job_Head_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`publier une offre d’emploi Ontario, embaucher des travailleurs Ontario, offre d’emploi, agence de placement, recruter des travailleurs d’entrepôt, embaucher des camionneurs, babillard d’emplois pour employeurs`)
};

/**
* | output |
* | --- |
* | "post a job Ontario, hire workers Ontario, job posting, staffing agency, recruit warehouse workers, hire truck drivers, employer job board" |
*
* @param {Post_Job_Head_KeywordsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_head_keywords = /** @type {((inputs?: Post_Job_Head_KeywordsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Head_KeywordsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_head_keywords(inputs)
	return en_post_job_head_keywords(inputs)
});