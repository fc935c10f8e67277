/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_No_ArticlesInputs */

const en_blog_no_articles = /** @type {(inputs: Blog_No_ArticlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No articles found`)
};

const fr_blog_no_articles = /** @type {(inputs: Blog_No_ArticlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun article trouvé`)
};

/**
* | output |
* | --- |
* | "No articles found" |
*
* @param {Blog_No_ArticlesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_no_articles = /** @type {((inputs?: Blog_No_ArticlesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_No_ArticlesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_no_articles(inputs)
	return en_blog_no_articles(inputs)
});