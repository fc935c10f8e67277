/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Search_TrendingInputs */

const en_home_search_trending = /** @type {(inputs: Home_Search_TrendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trending keywords:`)
};

const fr_home_search_trending = /** @type {(inputs: Home_Search_TrendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mots-clés populaires :`)
};

/**
* | output |
* | --- |
* | "Trending keywords:" |
*
* @param {Home_Search_TrendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_search_trending = /** @type {((inputs?: Home_Search_TrendingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Search_TrendingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_search_trending(inputs)
	return en_home_search_trending(inputs)
});