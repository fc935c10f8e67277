/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Division_Warehouse_Point_ReportingInputs */

const en_home_division_warehouse_point_reporting = /** @type {(inputs: Home_Division_Warehouse_Point_ReportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real-time inventory reporting`)
};

const fr_home_division_warehouse_point_reporting = /** @type {(inputs: Home_Division_Warehouse_Point_ReportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rapports d’inventaire en temps réel`)
};

/**
* | output |
* | --- |
* | "Real-time inventory reporting" |
*
* @param {Home_Division_Warehouse_Point_ReportingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_division_warehouse_point_reporting = /** @type {((inputs?: Home_Division_Warehouse_Point_ReportingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Division_Warehouse_Point_ReportingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_division_warehouse_point_reporting(inputs)
	return en_home_division_warehouse_point_reporting(inputs)
});