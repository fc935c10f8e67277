/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Categories_TitleInputs */

const en_home_categories_title = /** @type {(inputs: Home_Categories_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured Job Categories`)
};

const fr_home_categories_title = /** @type {(inputs: Home_Categories_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catégories d’emplois en vedette`)
};

/**
* | output |
* | --- |
* | "Featured Job Categories" |
*
* @param {Home_Categories_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_categories_title = /** @type {((inputs?: Home_Categories_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Categories_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_categories_title(inputs)
	return en_home_categories_title(inputs)
});