/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_ConstructionInputs */

const en_category_construction = /** @type {(inputs: Category_ConstructionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Construction`)
};

const fr_category_construction = /** @type {(inputs: Category_ConstructionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Construction`)
};

/**
* | output |
* | --- |
* | "Construction" |
*
* @param {Category_ConstructionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const category_construction = /** @type {((inputs?: Category_ConstructionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_ConstructionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_category_construction(inputs)
	return en_category_construction(inputs)
});