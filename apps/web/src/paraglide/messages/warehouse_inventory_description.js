/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Inventory_DescriptionInputs */

const en_warehouse_inventory_description = /** @type {(inputs: Warehouse_Inventory_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barcode-driven receiving, cycle counts and real-time stock visibility that keep your records and your shelves in agreement.`)
};

const fr_warehouse_inventory_description = /** @type {(inputs: Warehouse_Inventory_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réception par codes-barres, inventaires tournants et visibilité des stocks en temps réel pour que vos registres et vos tablettes concordent.`)
};

/**
* | output |
* | --- |
* | "Barcode-driven receiving, cycle counts and real-time stock visibility that keep your records and your shelves in agreement." |
*
* @param {Warehouse_Inventory_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_inventory_description = /** @type {((inputs?: Warehouse_Inventory_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Inventory_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_inventory_description(inputs)
	return en_warehouse_inventory_description(inputs)
});