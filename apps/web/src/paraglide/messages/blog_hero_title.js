/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Hero_TitleInputs */

const en_blog_hero_title = /** @type {(inputs: Blog_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insights & Resources`)
};

const fr_blog_hero_title = /** @type {(inputs: Blog_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perspectives et ressources`)
};

/**
* | output |
* | --- |
* | "Insights & Resources" |
*
* @param {Blog_Hero_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_hero_title = /** @type {((inputs?: Blog_Hero_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Hero_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_hero_title(inputs)
	return en_blog_hero_title(inputs)
});