/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Division_Warehouse_Point_StorageInputs */

const en_home_division_warehouse_point_storage = /** @type {(inputs: Home_Division_Warehouse_Point_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short and long-term storage`)
};

const fr_home_division_warehouse_point_storage = /** @type {(inputs: Home_Division_Warehouse_Point_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreposage à court et à long terme`)
};

/**
* | output |
* | --- |
* | "Short and long-term storage" |
*
* @param {Home_Division_Warehouse_Point_StorageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_division_warehouse_point_storage = /** @type {((inputs?: Home_Division_Warehouse_Point_StorageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Division_Warehouse_Point_StorageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_division_warehouse_point_storage(inputs)
	return en_home_division_warehouse_point_storage(inputs)
});