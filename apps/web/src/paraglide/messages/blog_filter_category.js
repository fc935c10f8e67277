/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Filter_CategoryInputs */

const en_blog_filter_category = /** @type {(inputs: Blog_Filter_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter by category`)
};

const fr_blog_filter_category = /** @type {(inputs: Blog_Filter_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer par catégorie`)
};

/**
* | output |
* | --- |
* | "Filter by category" |
*
* @param {Blog_Filter_CategoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_filter_category = /** @type {((inputs?: Blog_Filter_CategoryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Filter_CategoryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_filter_category(inputs)
	return en_blog_filter_category(inputs)
});