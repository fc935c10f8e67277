/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Warehouse_InventoryInputs */

const en_quote_warehouse_inventory = /** @type {(inputs: Quote_Warehouse_InventoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inventory Management`)
};

const fr_quote_warehouse_inventory = /** @type {(inputs: Quote_Warehouse_InventoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestion des stocks`)
};

/**
* | output |
* | --- |
* | "Inventory Management" |
*
* @param {Quote_Warehouse_InventoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const quote_warehouse_inventory = /** @type {((inputs?: Quote_Warehouse_InventoryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Warehouse_InventoryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_quote_warehouse_inventory(inputs)
	return en_quote_warehouse_inventory(inputs)
});