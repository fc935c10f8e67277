/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Email_PlaceholderInputs */

const en_post_job_email_placeholder = /** @type {(inputs: Post_Job_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hiring@company.ca`)
};

const fr_post_job_email_placeholder = /** @type {(inputs: Post_Job_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`embauche@entreprise.ca`)
};

/**
* | output |
* | --- |
* | "hiring@company.ca" |
*
* @param {Post_Job_Email_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_email_placeholder = /** @type {((inputs?: Post_Job_Email_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Email_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_email_placeholder(inputs)
	return en_post_job_email_placeholder(inputs)
});