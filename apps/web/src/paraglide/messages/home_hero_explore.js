/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Hero_ExploreInputs */

const en_home_hero_explore = /** @type {(inputs: Home_Hero_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore Solutions`)
};

const fr_home_hero_explore = /** @type {(inputs: Home_Hero_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrir nos solutions`)
};

/**
* | output |
* | --- |
* | "Explore Solutions" |
*
* @param {Home_Hero_ExploreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_hero_explore = /** @type {((inputs?: Home_Hero_ExploreInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Hero_ExploreInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_hero_explore(inputs)
	return en_home_hero_explore(inputs)
});