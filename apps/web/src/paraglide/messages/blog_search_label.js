/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Search_LabelInputs */

const en_blog_search_label = /** @type {(inputs: Blog_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog search`)
};

const fr_blog_search_label = /** @type {(inputs: Blog_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche dans le blogue`)
};

/**
* | output |
* | --- |
* | "Blog search" |
*
* @param {Blog_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_search_label = /** @type {((inputs?: Blog_Search_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Search_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_search_label(inputs)
	return en_blog_search_label(inputs)
});