/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ search: NonNullable<unknown> }} Blog_Result_MatchingInputs */

const en_blog_result_matching = /** @type {(inputs: Blog_Result_MatchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` matching "${i?.search}"`)
};

const fr_blog_result_matching = /** @type {(inputs: Blog_Result_MatchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` correspondant à « ${i?.search} »`)
};

/**
* | output |
* | --- |
* | "matching \"{search}\"" |
*
* @param {Blog_Result_MatchingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_result_matching = /** @type {((inputs: Blog_Result_MatchingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Result_MatchingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_result_matching(inputs)
	return en_blog_result_matching(inputs)
});