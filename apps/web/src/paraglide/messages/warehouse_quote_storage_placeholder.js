/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Quote_Storage_PlaceholderInputs */

const en_warehouse_quote_storage_placeholder = /** @type {(inputs: Warehouse_Quote_Storage_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 5,000`)
};

const fr_warehouse_quote_storage_placeholder = /** @type {(inputs: Warehouse_Quote_Storage_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ex. 5 000`)
};

/**
* | output |
* | --- |
* | "e.g. 5,000" |
*
* @param {Warehouse_Quote_Storage_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_quote_storage_placeholder = /** @type {((inputs?: Warehouse_Quote_Storage_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Quote_Storage_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_quote_storage_placeholder(inputs)
	return en_warehouse_quote_storage_placeholder(inputs)
});