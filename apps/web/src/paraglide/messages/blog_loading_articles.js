/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Loading_ArticlesInputs */

const en_blog_loading_articles = /** @type {(inputs: Blog_Loading_ArticlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading articles`)
};

const fr_blog_loading_articles = /** @type {(inputs: Blog_Loading_ArticlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des articles`)
};

/**
* | output |
* | --- |
* | "Loading articles" |
*
* @param {Blog_Loading_ArticlesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_loading_articles = /** @type {((inputs?: Blog_Loading_ArticlesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Loading_ArticlesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_loading_articles(inputs)
	return en_blog_loading_articles(inputs)
});