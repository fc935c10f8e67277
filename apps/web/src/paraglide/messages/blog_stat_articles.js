/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Stat_ArticlesInputs */

const en_blog_stat_articles = /** @type {(inputs: Blog_Stat_ArticlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles Published`)
};

const fr_blog_stat_articles = /** @type {(inputs: Blog_Stat_ArticlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles publiés`)
};

/**
* | output |
* | --- |
* | "Articles Published" |
*
* @param {Blog_Stat_ArticlesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_stat_articles = /** @type {((inputs?: Blog_Stat_ArticlesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Stat_ArticlesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_stat_articles(inputs)
	return en_blog_stat_articles(inputs)
});