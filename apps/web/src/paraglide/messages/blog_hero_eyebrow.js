/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shortName: NonNullable<unknown> }} Blog_Hero_EyebrowInputs */

const en_blog_hero_eyebrow = /** @type {(inputs: Blog_Hero_EyebrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortName} Blog`)
};

const fr_blog_hero_eyebrow = /** @type {(inputs: Blog_Hero_EyebrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Blogue de ${i?.shortName}`)
};

/**
* | output |
* | --- |
* | "{shortName} Blog" |
*
* @param {Blog_Hero_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_hero_eyebrow = /** @type {((inputs: Blog_Hero_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Hero_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_hero_eyebrow(inputs)
	return en_blog_hero_eyebrow(inputs)
});