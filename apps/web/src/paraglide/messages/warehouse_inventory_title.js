/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Inventory_TitleInputs */

const en_warehouse_inventory_title = /** @type {(inputs: Warehouse_Inventory_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inventory Management`)
};

const fr_warehouse_inventory_title = /** @type {(inputs: Warehouse_Inventory_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestion des stocks`)
};

/**
* | output |
* | --- |
* | "Inventory Management" |
*
* @param {Warehouse_Inventory_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_inventory_title = /** @type {((inputs?: Warehouse_Inventory_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Inventory_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_inventory_title(inputs)
	return en_warehouse_inventory_title(inputs)
});