/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Warehouse_Feature_StorageInputs */

const en_services_warehouse_feature_storage = /** @type {(inputs: Services_Warehouse_Feature_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flexible pallet and bulk storage`)
};

const fr_services_warehouse_feature_storage = /** @type {(inputs: Services_Warehouse_Feature_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreposage flexible sur palettes et en vrac`)
};

/**
* | output |
* | --- |
* | "Flexible pallet and bulk storage" |
*
* @param {Services_Warehouse_Feature_StorageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_warehouse_feature_storage = /** @type {((inputs?: Services_Warehouse_Feature_StorageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Warehouse_Feature_StorageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_warehouse_feature_storage(inputs)
	return en_services_warehouse_feature_storage(inputs)
});