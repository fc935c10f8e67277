/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Storage_Feature_ClimateInputs */

const en_warehouse_storage_feature_climate = /** @type {(inputs: Warehouse_Storage_Feature_ClimateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Climate-controlled space`)
};

const fr_warehouse_storage_feature_climate = /** @type {(inputs: Warehouse_Storage_Feature_ClimateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espace à climat contrôlé`)
};

/**
* | output |
* | --- |
* | "Climate-controlled space" |
*
* @param {Warehouse_Storage_Feature_ClimateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_storage_feature_climate = /** @type {((inputs?: Warehouse_Storage_Feature_ClimateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Storage_Feature_ClimateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_storage_feature_climate(inputs)
	return en_warehouse_storage_feature_climate(inputs)
});