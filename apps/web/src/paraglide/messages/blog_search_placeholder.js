/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Search_PlaceholderInputs */

const en_blog_search_placeholder = /** @type {(inputs: Blog_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by title, topic or keyword...`)
};

const fr_blog_search_placeholder = /** @type {(inputs: Blog_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher par titre, sujet ou mot-clé...`)
};

/**
* | output |
* | --- |
* | "Search by title, topic or keyword..." |
*
* @param {Blog_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_search_placeholder = /** @type {((inputs?: Blog_Search_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Search_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_search_placeholder(inputs)
	return en_blog_search_placeholder(inputs)
});