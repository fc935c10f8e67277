/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shortName: NonNullable<unknown> }} Home_Blog_DescriptionInputs */

const en_home_blog_description = /** @type {(inputs: Home_Blog_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hiring advice, career tips and supply-chain insights from the ${i?.shortName} team.`)
};

const fr_home_blog_description = /** @type {(inputs: Home_Blog_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conseils d’embauche, astuces de carrière et perspectives sur la chaîne d’approvisionnement de l’équipe ${i?.shortName}.`)
};

/**
* | output |
* | --- |
* | "Hiring advice, career tips and supply-chain insights from the {shortName} team." |
*
* @param {Home_Blog_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_blog_description = /** @type {((inputs: Home_Blog_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Blog_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_blog_description(inputs)
	return en_home_blog_description(inputs)
});