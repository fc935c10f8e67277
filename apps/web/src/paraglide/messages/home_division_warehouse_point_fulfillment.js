/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Division_Warehouse_Point_FulfillmentInputs */

const en_home_division_warehouse_point_fulfillment = /** @type {(inputs: Home_Division_Warehouse_Point_FulfillmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-commerce fulfillment`)
};

const fr_home_division_warehouse_point_fulfillment = /** @type {(inputs: Home_Division_Warehouse_Point_FulfillmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exécution des commandes en ligne`)
};

/**
* | output |
* | --- |
* | "E-commerce fulfillment" |
*
* @param {Home_Division_Warehouse_Point_FulfillmentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_division_warehouse_point_fulfillment = /** @type {((inputs?: Home_Division_Warehouse_Point_FulfillmentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Division_Warehouse_Point_FulfillmentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_division_warehouse_point_fulfillment(inputs)
	return en_home_division_warehouse_point_fulfillment(inputs)
});