/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_TitleInputs */

const en_post_job_title = /** @type {(inputs: Post_Job_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post a Job`)
};

const fr_post_job_title = /** @type {(inputs: Post_Job_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publier une offre`)
};

/**
* | output |
* | --- |
* | "Post a Job" |
*
* @param {Post_Job_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_title = /** @type {((inputs?: Post_Job_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_title(inputs)
	return en_post_job_title(inputs)
});