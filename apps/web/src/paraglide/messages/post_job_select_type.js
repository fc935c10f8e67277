/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Select_TypeInputs */

const en_post_job_select_type = /** @type {(inputs: Post_Job_Select_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select job type`)
};

const fr_post_job_select_type = /** @type {(inputs: Post_Job_Select_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez le type d’emploi`)
};

/**
* | output |
* | --- |
* | "Select job type" |
*
* @param {Post_Job_Select_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_select_type = /** @type {((inputs?: Post_Job_Select_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Select_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_select_type(inputs)
	return en_post_job_select_type(inputs)
});