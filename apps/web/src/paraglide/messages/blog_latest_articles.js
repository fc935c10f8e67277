/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Latest_ArticlesInputs */

const en_blog_latest_articles = /** @type {(inputs: Blog_Latest_ArticlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest Articles`)
};

const fr_blog_latest_articles = /** @type {(inputs: Blog_Latest_ArticlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Derniers articles`)
};

/**
* | output |
* | --- |
* | "Latest Articles" |
*
* @param {Blog_Latest_ArticlesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_latest_articles = /** @type {((inputs?: Blog_Latest_ArticlesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Latest_ArticlesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_latest_articles(inputs)
	return en_blog_latest_articles(inputs)
});