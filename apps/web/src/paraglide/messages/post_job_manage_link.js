/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Manage_LinkInputs */

const en_post_job_manage_link = /** @type {(inputs: Post_Job_Manage_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My postings`)
};

const fr_post_job_manage_link = /** @type {(inputs: Post_Job_Manage_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes offres`)
};

/**
* | output |
* | --- |
* | "My postings" |
*
* @param {Post_Job_Manage_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_manage_link = /** @type {((inputs?: Post_Job_Manage_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Manage_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_manage_link(inputs)
	return en_post_job_manage_link(inputs)
});