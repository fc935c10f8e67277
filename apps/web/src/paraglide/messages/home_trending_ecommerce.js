/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Trending_EcommerceInputs */

const en_home_trending_ecommerce = /** @type {(inputs: Home_Trending_EcommerceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-commerce Store`)
};

const fr_home_trending_ecommerce = /** @type {(inputs: Home_Trending_EcommerceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boutique en ligne`)
};

/**
* | output |
* | --- |
* | "E-commerce Store" |
*
* @param {Home_Trending_EcommerceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_trending_ecommerce = /** @type {((inputs?: Home_Trending_EcommerceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Trending_EcommerceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_trending_ecommerce(inputs)
	return en_home_trending_ecommerce(inputs)
});