/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Popular_CategoriesInputs */

const en_footer_popular_categories = /** @type {(inputs: Footer_Popular_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Popular Categories`)
};

const fr_footer_popular_categories = /** @type {(inputs: Footer_Popular_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catégories populaires`)
};

/**
* | output |
* | --- |
* | "Popular Categories" |
*
* @param {Footer_Popular_CategoriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_popular_categories = /** @type {((inputs?: Footer_Popular_CategoriesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Popular_CategoriesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_footer_popular_categories(inputs)
	return en_footer_popular_categories(inputs)
});