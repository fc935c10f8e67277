/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Storage_TitleInputs */

const en_warehouse_storage_title = /** @type {(inputs: Warehouse_Storage_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Storage Solutions`)
};

const fr_warehouse_storage_title = /** @type {(inputs: Warehouse_Storage_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solutions d’entreposage`)
};

/**
* | output |
* | --- |
* | "Storage Solutions" |
*
* @param {Warehouse_Storage_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_storage_title = /** @type {((inputs?: Warehouse_Storage_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Storage_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_storage_title(inputs)
	return en_warehouse_storage_title(inputs)
});