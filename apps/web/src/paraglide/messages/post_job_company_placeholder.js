/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Company_PlaceholderInputs */

const en_post_job_company_placeholder = /** @type {(inputs: Post_Job_Company_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your company`)
};

const fr_post_job_company_placeholder = /** @type {(inputs: Post_Job_Company_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre entreprise`)
};

/**
* | output |
* | --- |
* | "Your company" |
*
* @param {Post_Job_Company_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_company_placeholder = /** @type {((inputs?: Post_Job_Company_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Company_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_company_placeholder(inputs)
	return en_post_job_company_placeholder(inputs)
});