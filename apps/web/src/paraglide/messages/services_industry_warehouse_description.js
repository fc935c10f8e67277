/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Industry_Warehouse_DescriptionInputs */

const en_services_industry_warehouse_description = /** @type {(inputs: Services_Industry_Warehouse_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trained warehouse associates for receiving, order picking, shipping and inventory control.`)
};

const fr_services_industry_warehouse_description = /** @type {(inputs: Services_Industry_Warehouse_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des préposés d’entrepôt formés pour la réception, la préparation de commandes, l’expédition et le contrôle des stocks.`)
};

/**
* | output |
* | --- |
* | "Trained warehouse associates for receiving, order picking, shipping and inventory control." |
*
* @param {Services_Industry_Warehouse_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_industry_warehouse_description = /** @type {((inputs?: Services_Industry_Warehouse_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Industry_Warehouse_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_industry_warehouse_description(inputs)
	return en_services_industry_warehouse_description(inputs)
});