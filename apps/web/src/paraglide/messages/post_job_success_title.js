/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Success_TitleInputs */

const en_post_job_success_title = /** @type {(inputs: Post_Job_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job Posted Successfully!`)
};

const fr_post_job_success_title = /** @type {(inputs: Post_Job_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offre publiée avec succès!`)
};

/**
* | output |
* | --- |
* | "Job Posted Successfully!" |
*
* @param {Post_Job_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_success_title = /** @type {((inputs?: Post_Job_Success_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Success_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_success_title(inputs)
	return en_post_job_success_title(inputs)
});