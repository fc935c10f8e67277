/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Submit_FallbackInputs */

const en_post_job_submit_fallback = /** @type {(inputs: Post_Job_Submit_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check your information and try again.`)
};

const fr_post_job_submit_fallback = /** @type {(inputs: Post_Job_Submit_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vérifier vos renseignements et réessayer.`)
};

/**
* | output |
* | --- |
* | "Please check your information and try again." |
*
* @param {Post_Job_Submit_FallbackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_submit_fallback = /** @type {((inputs?: Post_Job_Submit_FallbackInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Submit_FallbackInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_submit_fallback(inputs)
	return en_post_job_submit_fallback(inputs)
});