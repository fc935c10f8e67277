/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_WarehouseInputs */

const en_category_warehouse = /** @type {(inputs: Category_WarehouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warehouse`)
};

const fr_category_warehouse = /** @type {(inputs: Category_WarehouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrepôt`)
};

/**
* | output |
* | --- |
* | "Warehouse" |
*
* @param {Category_WarehouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const category_warehouse = /** @type {((inputs?: Category_WarehouseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_WarehouseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_category_warehouse(inputs)
	return en_category_warehouse(inputs)
});