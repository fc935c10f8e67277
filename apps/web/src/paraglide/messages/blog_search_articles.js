/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Search_ArticlesInputs */

const en_blog_search_articles = /** @type {(inputs: Blog_Search_ArticlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search articles`)
};

const fr_blog_search_articles = /** @type {(inputs: Blog_Search_ArticlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher des articles`)
};

/**
* | output |
* | --- |
* | "Search articles" |
*
* @param {Blog_Search_ArticlesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_search_articles = /** @type {((inputs?: Blog_Search_ArticlesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Search_ArticlesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_search_articles(inputs)
	return en_blog_search_articles(inputs)
});