/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Freight_FoodInputs */

const en_quote_freight_food = /** @type {(inputs: Quote_Freight_FoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Food & Beverage`)
};

const fr_quote_freight_food = /** @type {(inputs: Quote_Freight_FoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aliments et boissons`)
};

/**
* | output |
* | --- |
* | "Food & Beverage" |
*
* @param {Quote_Freight_FoodInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const quote_freight_food = /** @type {((inputs?: Quote_Freight_FoodInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Freight_FoodInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_quote_freight_food(inputs)
	return en_quote_freight_food(inputs)
});