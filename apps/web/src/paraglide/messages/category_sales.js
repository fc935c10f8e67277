/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_SalesInputs */

const en_category_sales = /** @type {(inputs: Category_SalesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sales`)
};

const fr_category_sales = /** @type {(inputs: Category_SalesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ventes`)
};

/**
* | output |
* | --- |
* | "Sales" |
*
* @param {Category_SalesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const category_sales = /** @type {((inputs?: Category_SalesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_SalesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_category_sales(inputs)
	return en_category_sales(inputs)
});