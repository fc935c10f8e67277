/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_View_JobInputs */

const en_post_job_view_job = /** @type {(inputs: Post_Job_View_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Your Job`)
};

const fr_post_job_view_job = /** @type {(inputs: Post_Job_View_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir votre offre`)
};

/**
* | output |
* | --- |
* | "View Your Job" |
*
* @param {Post_Job_View_JobInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_view_job = /** @type {((inputs?: Post_Job_View_JobInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_View_JobInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_view_job(inputs)
	return en_post_job_view_job(inputs)
});