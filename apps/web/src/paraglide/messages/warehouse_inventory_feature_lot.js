/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Inventory_Feature_LotInputs */

const en_warehouse_inventory_feature_lot = /** @type {(inputs: Warehouse_Inventory_Feature_LotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lot and expiry tracking`)
};

const fr_warehouse_inventory_feature_lot = /** @type {(inputs: Warehouse_Inventory_Feature_LotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivi des lots et des dates de péremption`)
};

/**
* | output |
* | --- |
* | "Lot and expiry tracking" |
*
* @param {Warehouse_Inventory_Feature_LotInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_inventory_feature_lot = /** @type {((inputs?: Warehouse_Inventory_Feature_LotInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Inventory_Feature_LotInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_inventory_feature_lot(inputs)
	return en_warehouse_inventory_feature_lot(inputs)
});