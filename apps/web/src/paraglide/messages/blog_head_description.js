/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Blog_Head_DescriptionInputs */

const en_blog_head_description = /** @type {(inputs: Blog_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hiring tips, warehousing and freight insights and career advice from the ${i?.company} team.`)
};

const fr_blog_head_description = /** @type {(inputs: Blog_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conseils d’embauche, perspectives sur l’entreposage et le transport de marchandises et conseils de carrière de l’équipe ${i?.company}.`)
};

/**
* | output |
* | --- |
* | "Hiring tips, warehousing and freight insights and career advice from the {company} team." |
*
* @param {Blog_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_head_description = /** @type {((inputs: Blog_Head_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Head_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_head_description(inputs)
	return en_blog_head_description(inputs)
});