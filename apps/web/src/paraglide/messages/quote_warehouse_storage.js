/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Warehouse_StorageInputs */

const en_quote_warehouse_storage = /** @type {(inputs: Quote_Warehouse_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Storage Solutions`)
};

const fr_quote_warehouse_storage = /** @type {(inputs: Quote_Warehouse_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solutions d’entreposage`)
};

/**
* | output |
* | --- |
* | "Storage Solutions" |
*
* @param {Quote_Warehouse_StorageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const quote_warehouse_storage = /** @type {((inputs?: Quote_Warehouse_StorageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Warehouse_StorageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_quote_warehouse_storage(inputs)
	return en_quote_warehouse_storage(inputs)
});