/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Article_PagesInputs */

const en_blog_article_pages = /** @type {(inputs: Blog_Article_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Article pages`)
};

const fr_blog_article_pages = /** @type {(inputs: Blog_Article_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages d’articles`)
};

/**
* | output |
* | --- |
* | "Article pages" |
*
* @param {Blog_Article_PagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_article_pages = /** @type {((inputs?: Blog_Article_PagesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Article_PagesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_article_pages(inputs)
	return en_blog_article_pages(inputs)
});