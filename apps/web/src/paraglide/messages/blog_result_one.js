/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Result_OneInputs */

const en_blog_result_one = /** @type {(inputs: Blog_Result_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showing 1 article`)
};

const fr_blog_result_one = /** @type {(inputs: Blog_Result_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 article affiché`)
};

/**
* | output |
* | --- |
* | "Showing 1 article" |
*
* @param {Blog_Result_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_result_one = /** @type {((inputs?: Blog_Result_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Result_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_result_one(inputs)
	return en_blog_result_one(inputs)
});