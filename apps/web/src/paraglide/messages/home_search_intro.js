/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Search_IntroInputs */

const en_home_search_intro = /** @type {(inputs: Home_Search_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search hundreds of warehouse, driving, manufacturing, office and remote positions with employers who are hiring now.`)
};

const fr_home_search_intro = /** @type {(inputs: Home_Search_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourez des centaines de postes en entrepôt, en conduite, en fabrication, au bureau et en télétravail chez des employeurs qui embauchent maintenant.`)
};

/**
* | output |
* | --- |
* | "Search hundreds of warehouse, driving, manufacturing, office and remote positions with employers who are hiring now." |
*
* @param {Home_Search_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_search_intro = /** @type {((inputs?: Home_Search_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Search_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_search_intro(inputs)
	return en_home_search_intro(inputs)
});