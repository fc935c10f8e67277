/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Warehouse_FulfillmentInputs */

const en_quote_warehouse_fulfillment = /** @type {(inputs: Quote_Warehouse_FulfillmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order Fulfillment`)
};

const fr_quote_warehouse_fulfillment = /** @type {(inputs: Quote_Warehouse_FulfillmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exécution des commandes`)
};

/**
* | output |
* | --- |
* | "Order Fulfillment" |
*
* @param {Quote_Warehouse_FulfillmentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const quote_warehouse_fulfillment = /** @type {((inputs?: Quote_Warehouse_FulfillmentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Warehouse_FulfillmentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_quote_warehouse_fulfillment(inputs)
	return en_quote_warehouse_fulfillment(inputs)
});