/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Storage_Feature_PalletInputs */

const en_warehouse_storage_feature_pallet = /** @type {(inputs: Warehouse_Storage_Feature_PalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pallet, rack and bulk storage`)
};

const fr_warehouse_storage_feature_pallet = /** @type {(inputs: Warehouse_Storage_Feature_PalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreposage sur palettes, en rayonnage et en vrac`)
};

/**
* | output |
* | --- |
* | "Pallet, rack and bulk storage" |
*
* @param {Warehouse_Storage_Feature_PalletInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_storage_feature_pallet = /** @type {((inputs?: Warehouse_Storage_Feature_PalletInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Storage_Feature_PalletInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_storage_feature_pallet(inputs)
	return en_warehouse_storage_feature_pallet(inputs)
});