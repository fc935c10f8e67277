/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Select_CategoryInputs */

const en_post_job_select_category = /** @type {(inputs: Post_Job_Select_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a category`)
};

const fr_post_job_select_category = /** @type {(inputs: Post_Job_Select_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une catégorie`)
};

/**
* | output |
* | --- |
* | "Select a category" |
*
* @param {Post_Job_Select_CategoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_select_category = /** @type {((inputs?: Post_Job_Select_CategoryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Select_CategoryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_select_category(inputs)
	return en_post_job_select_category(inputs)
});