/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Inventory_Feature_AccuracyInputs */

const en_warehouse_inventory_feature_accuracy = /** @type {(inputs: Warehouse_Inventory_Feature_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`99.9% inventory accuracy`)
};

const fr_warehouse_inventory_feature_accuracy = /** @type {(inputs: Warehouse_Inventory_Feature_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exactitude des stocks de 99,9 %`)
};

/**
* | output |
* | --- |
* | "99.9% inventory accuracy" |
*
* @param {Warehouse_Inventory_Feature_AccuracyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_inventory_feature_accuracy = /** @type {((inputs?: Warehouse_Inventory_Feature_AccuracyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Inventory_Feature_AccuracyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_inventory_feature_accuracy(inputs)
	return en_warehouse_inventory_feature_accuracy(inputs)
});