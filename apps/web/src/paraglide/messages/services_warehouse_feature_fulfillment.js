/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Warehouse_Feature_FulfillmentInputs */

const en_services_warehouse_feature_fulfillment = /** @type {(inputs: Services_Warehouse_Feature_FulfillmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick, pack and fulfillment`)
};

const fr_services_warehouse_feature_fulfillment = /** @type {(inputs: Services_Warehouse_Feature_FulfillmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préparation, emballage et exécution des commandes`)
};

/**
* | output |
* | --- |
* | "Pick, pack and fulfillment" |
*
* @param {Services_Warehouse_Feature_FulfillmentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_warehouse_feature_fulfillment = /** @type {((inputs?: Services_Warehouse_Feature_FulfillmentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Warehouse_Feature_FulfillmentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_warehouse_feature_fulfillment(inputs)
	return en_services_warehouse_feature_fulfillment(inputs)
});