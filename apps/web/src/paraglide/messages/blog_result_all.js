/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown> }} Blog_Result_AllInputs */

const en_blog_result_all = /** @type {(inputs: Blog_Result_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing ${i?.total} articles`)
};

const fr_blog_result_all = /** @type {(inputs: Blog_Result_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} articles affichés`)
};

/**
* | output |
* | --- |
* | "Showing {total} articles" |
*
* @param {Blog_Result_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_result_all = /** @type {((inputs: Blog_Result_AllInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Result_AllInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_result_all(inputs)
	return en_blog_result_all(inputs)
});