/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Quote_StorageInputs */

const en_warehouse_quote_storage = /** @type {(inputs: Warehouse_Quote_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Storage Needs (square feet)`)
};

const fr_warehouse_quote_storage = /** @type {(inputs: Warehouse_Quote_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Besoins d’entreposage (pieds carrés)`)
};

/**
* | output |
* | --- |
* | "Storage Needs (square feet)" |
*
* @param {Warehouse_Quote_StorageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_quote_storage = /** @type {((inputs?: Warehouse_Quote_StorageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Quote_StorageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_quote_storage(inputs)
	return en_warehouse_quote_storage(inputs)
});