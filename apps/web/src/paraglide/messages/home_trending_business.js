/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Trending_BusinessInputs */

const en_home_trending_business = /** @type {(inputs: Home_Trending_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business Solutions`)
};

const fr_home_trending_business = /** @type {(inputs: Home_Trending_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solutions d’affaires`)
};

/**
* | output |
* | --- |
* | "Business Solutions" |
*
* @param {Home_Trending_BusinessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_trending_business = /** @type {((inputs?: Home_Trending_BusinessInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Trending_BusinessInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_trending_business(inputs)
	return en_home_trending_business(inputs)
});