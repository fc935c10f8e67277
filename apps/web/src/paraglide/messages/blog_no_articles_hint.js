/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_No_Articles_HintInputs */

const en_blog_no_articles_hint = /** @type {(inputs: Blog_No_Articles_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try a different search term or category.`)
};

const fr_blog_no_articles_hint = /** @type {(inputs: Blog_No_Articles_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essayez un autre terme de recherche ou une autre catégorie.`)
};

/**
* | output |
* | --- |
* | "Try a different search term or category." |
*
* @param {Blog_No_Articles_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_no_articles_hint = /** @type {((inputs?: Blog_No_Articles_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_No_Articles_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_no_articles_hint(inputs)
	return en_blog_no_articles_hint(inputs)
});