/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Logistics_Feature_PickInputs */

const en_warehouse_logistics_feature_pick = /** @type {(inputs: Warehouse_Logistics_Feature_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick, pack and kitting`)
};

const fr_warehouse_logistics_feature_pick = /** @type {(inputs: Warehouse_Logistics_Feature_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préparation, emballage et assemblage de trousses`)
};

/**
* | output |
* | --- |
* | "Pick, pack and kitting" |
*
* @param {Warehouse_Logistics_Feature_PickInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_logistics_feature_pick = /** @type {((inputs?: Warehouse_Logistics_Feature_PickInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Logistics_Feature_PickInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_logistics_feature_pick(inputs)
	return en_warehouse_logistics_feature_pick(inputs)
});