/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Warehouse_Feature_ReportingInputs */

const en_services_warehouse_feature_reporting = /** @type {(inputs: Services_Warehouse_Feature_ReportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real-time inventory reporting`)
};

const fr_services_warehouse_feature_reporting = /** @type {(inputs: Services_Warehouse_Feature_ReportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rapports d’inventaire en temps réel`)
};

/**
* | output |
* | --- |
* | "Real-time inventory reporting" |
*
* @param {Services_Warehouse_Feature_ReportingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_warehouse_feature_reporting = /** @type {((inputs?: Services_Warehouse_Feature_ReportingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Warehouse_Feature_ReportingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_warehouse_feature_reporting(inputs)
	return en_services_warehouse_feature_reporting(inputs)
});