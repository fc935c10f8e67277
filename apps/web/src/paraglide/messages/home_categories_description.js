/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Categories_DescriptionInputs */

const en_home_categories_description = /** @type {(inputs: Home_Categories_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore in-demand roles with employers across Ontario.`)
};

const fr_home_categories_description = /** @type {(inputs: Home_Categories_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrez les postes en demande chez des employeurs partout en Ontario.`)
};

/**
* | output |
* | --- |
* | "Explore in-demand roles with employers across Ontario." |
*
* @param {Home_Categories_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_categories_description = /** @type {((inputs?: Home_Categories_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Categories_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_categories_description(inputs)
	return en_home_categories_description(inputs)
});