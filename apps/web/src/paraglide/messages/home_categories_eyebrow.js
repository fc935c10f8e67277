/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Categories_EyebrowInputs */

const en_home_categories_eyebrow = /** @type {(inputs: Home_Categories_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse by category`)
};

const fr_home_categories_eyebrow = /** @type {(inputs: Home_Categories_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir par catégorie`)
};

/**
* | output |
* | --- |
* | "Browse by category" |
*
* @param {Home_Categories_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_categories_eyebrow = /** @type {((inputs?: Home_Categories_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Categories_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_categories_eyebrow(inputs)
	return en_home_categories_eyebrow(inputs)
});