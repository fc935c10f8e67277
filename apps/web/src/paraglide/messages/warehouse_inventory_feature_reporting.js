/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Inventory_Feature_ReportingInputs */

const en_warehouse_inventory_feature_reporting = /** @type {(inputs: Warehouse_Inventory_Feature_ReportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online stock reporting`)
};

const fr_warehouse_inventory_feature_reporting = /** @type {(inputs: Warehouse_Inventory_Feature_ReportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rapports de stocks en ligne`)
};

/**
* | output |
* | --- |
* | "Online stock reporting" |
*
* @param {Warehouse_Inventory_Feature_ReportingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_inventory_feature_reporting = /** @type {((inputs?: Warehouse_Inventory_Feature_ReportingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Inventory_Feature_ReportingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_inventory_feature_reporting(inputs)
	return en_warehouse_inventory_feature_reporting(inputs)
});