/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Coming_Soon_TextInputs */

const en_blog_coming_soon_text = /** @type {(inputs: Blog_Coming_Soon_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team is preparing articles on hiring, warehousing, freight and careers in Ontario. Check back soon, or subscribe below to hear when they go live.`)
};

const fr_blog_coming_soon_text = /** @type {(inputs: Blog_Coming_Soon_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe prépare des articles sur l’embauche, l’entreposage, le transport de marchandises et les carrières en Ontario. Revenez bientôt, ou abonnez-vous ci-dessous pour être averti de leur publication.`)
};

/**
* | output |
* | --- |
* | "Our team is preparing articles on hiring, warehousing, freight and careers in Ontario. Check back soon, or subscribe below to hear when they go live." |
*
* @param {Blog_Coming_Soon_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_coming_soon_text = /** @type {((inputs?: Blog_Coming_Soon_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Coming_Soon_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_coming_soon_text(inputs)
	return en_blog_coming_soon_text(inputs)
});