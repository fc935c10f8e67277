/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Copied_ArticleInputs */

const en_share_copied_article = /** @type {(inputs: Share_Copied_ArticleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Article link has been copied to your clipboard.`)
};

const fr_share_copied_article = /** @type {(inputs: Share_Copied_ArticleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien de l’article a été copié dans votre presse-papiers.`)
};

/**
* | output |
* | --- |
* | "Article link has been copied to your clipboard." |
*
* @param {Share_Copied_ArticleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const share_copied_article = /** @type {((inputs?: Share_Copied_ArticleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Copied_ArticleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_share_copied_article(inputs)
	return en_share_copied_article(inputs)
});