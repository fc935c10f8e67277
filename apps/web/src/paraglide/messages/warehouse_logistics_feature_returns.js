/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Logistics_Feature_ReturnsInputs */

const en_warehouse_logistics_feature_returns = /** @type {(inputs: Warehouse_Logistics_Feature_ReturnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returns processing`)
};

const fr_warehouse_logistics_feature_returns = /** @type {(inputs: Warehouse_Logistics_Feature_ReturnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traitement des retours`)
};

/**
* | output |
* | --- |
* | "Returns processing" |
*
* @param {Warehouse_Logistics_Feature_ReturnsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_logistics_feature_returns = /** @type {((inputs?: Warehouse_Logistics_Feature_ReturnsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Logistics_Feature_ReturnsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_logistics_feature_returns(inputs)
	return en_warehouse_logistics_feature_returns(inputs)
});