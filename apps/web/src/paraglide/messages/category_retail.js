/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_RetailInputs */

const en_category_retail = /** @type {(inputs: Category_RetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retail`)
};

const fr_category_retail = /** @type {(inputs: Category_RetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commerce de détail`)
};

/**
* | output |
* | --- |
* | "Retail" |
*
* @param {Category_RetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const category_retail = /** @type {((inputs?: Category_RetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_RetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_category_retail(inputs)
	return en_category_retail(inputs)
});