/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Read_ArticleInputs */

const en_blog_read_article = /** @type {(inputs: Blog_Read_ArticleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read Article`)
};

const fr_blog_read_article = /** @type {(inputs: Blog_Read_ArticleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire l’article`)
};

/**
* | output |
* | --- |
* | "Read Article" |
*
* @param {Blog_Read_ArticleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_read_article = /** @type {((inputs?: Blog_Read_ArticleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Read_ArticleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_read_article(inputs)
	return en_blog_read_article(inputs)
});