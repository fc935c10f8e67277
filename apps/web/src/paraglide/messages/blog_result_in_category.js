/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown> }} Blog_Result_In_CategoryInputs */

const en_blog_result_in_category = /** @type {(inputs: Blog_Result_In_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` in ${i?.category}`)
};

const fr_blog_result_in_category = /** @type {(inputs: Blog_Result_In_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` dans ${i?.category}`)
};

/**
* | output |
* | --- |
* | "in {category}" |
*
* @param {Blog_Result_In_CategoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_result_in_category = /** @type {((inputs: Blog_Result_In_CategoryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Result_In_CategoryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_result_in_category(inputs)
	return en_blog_result_in_category(inputs)
});