/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Hero_SubtitleInputs */

const en_blog_hero_subtitle = /** @type {(inputs: Blog_Hero_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practical hiring tips, warehousing and freight insights and career advice from the team that has placed 5,000+ workers across Ontario since 2016.`)
};

const fr_blog_hero_subtitle = /** @type {(inputs: Blog_Hero_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des conseils d’embauche pratiques, des perspectives sur l’entreposage et le transport de marchandises et des conseils de carrière de l’équipe qui a placé plus de 5 000 travailleurs en Ontario depuis 2016.`)
};

/**
* | output |
* | --- |
* | "Practical hiring tips, warehousing and freight insights and career advice from the team that has placed 5,000+ workers across Ontario since 2016." |
*
* @param {Blog_Hero_SubtitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_hero_subtitle = /** @type {((inputs?: Blog_Hero_SubtitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Hero_SubtitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_hero_subtitle(inputs)
	return en_blog_hero_subtitle(inputs)
});