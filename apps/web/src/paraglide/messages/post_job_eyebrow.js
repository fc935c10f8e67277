/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_EyebrowInputs */

const en_post_job_eyebrow = /** @type {(inputs: Post_Job_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For Employers`)
};

const fr_post_job_eyebrow = /** @type {(inputs: Post_Job_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour les employeurs`)
};

/**
* | output |
* | --- |
* | "For Employers" |
*
* @param {Post_Job_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_eyebrow = /** @type {((inputs?: Post_Job_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_eyebrow(inputs)
	return en_post_job_eyebrow(inputs)
});