/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ range: NonNullable<unknown>, total: NonNullable<unknown> }} Blog_Result_RangeInputs */

const en_blog_result_range = /** @type {(inputs: Blog_Result_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing ${i?.range} of ${i?.total} articles`)
};

const fr_blog_result_range = /** @type {(inputs: Blog_Result_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Articles ${i?.range} sur ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Showing {range} of {total} articles" |
*
* @param {Blog_Result_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_result_range = /** @type {((inputs: Blog_Result_RangeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Result_RangeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_result_range(inputs)
	return en_blog_result_range(inputs)
});