/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_This_ArticleInputs */

const en_share_this_article = /** @type {(inputs: Share_This_ArticleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share this article`)
};

const fr_share_this_article = /** @type {(inputs: Share_This_ArticleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager cet article`)
};

/**
* | output |
* | --- |
* | "Share this article" |
*
* @param {Share_This_ArticleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const share_this_article = /** @type {((inputs?: Share_This_ArticleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_This_ArticleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_share_this_article(inputs)
	return en_share_this_article(inputs)
});