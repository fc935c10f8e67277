/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_WarehouseInputs */

const en_nav_warehouse = /** @type {(inputs: Nav_WarehouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warehouse`)
};

const fr_nav_warehouse = /** @type {(inputs: Nav_WarehouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreposage`)
};

/**
* | output |
* | --- |
* | "Warehouse" |
*
* @param {Nav_WarehouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_warehouse = /** @type {((inputs?: Nav_WarehouseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_WarehouseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_warehouse(inputs)
	return en_nav_warehouse(inputs)
});