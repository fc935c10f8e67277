/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Logistics_Feature_FreightInputs */

const en_warehouse_logistics_feature_freight = /** @type {(inputs: Warehouse_Logistics_Feature_FreightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Integrated freight booking`)
};

const fr_warehouse_logistics_feature_freight = /** @type {(inputs: Warehouse_Logistics_Feature_FreightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation du transport intégrée`)
};

/**
* | output |
* | --- |
* | "Integrated freight booking" |
*
* @param {Warehouse_Logistics_Feature_FreightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_logistics_feature_freight = /** @type {((inputs?: Warehouse_Logistics_Feature_FreightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Logistics_Feature_FreightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_logistics_feature_freight(inputs)
	return en_warehouse_logistics_feature_freight(inputs)
});