/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Storage_DescriptionInputs */

const en_warehouse_storage_description = /** @type {(inputs: Warehouse_Storage_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flexible short- and long-term storage in clean, racked and monitored facilities, from a few pallets to entire product lines.`)
};

const fr_warehouse_storage_description = /** @type {(inputs: Warehouse_Storage_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreposage flexible à court et à long terme dans des installations propres, équipées de rayonnages et surveillées, de quelques palettes à des gammes de produits entières.`)
};

/**
* | output |
* | --- |
* | "Flexible short- and long-term storage in clean, racked and monitored facilities, from a few pallets to entire product lines." |
*
* @param {Warehouse_Storage_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_storage_description = /** @type {((inputs?: Warehouse_Storage_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Storage_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_storage_description(inputs)
	return en_warehouse_storage_description(inputs)
});