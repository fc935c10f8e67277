/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Trending_WarehouseInputs */

const en_home_trending_warehouse = /** @type {(inputs: Home_Trending_WarehouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warehouse Services`)
};

const fr_home_trending_warehouse = /** @type {(inputs: Home_Trending_WarehouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services d’entreposage`)
};

/**
* | output |
* | --- |
* | "Warehouse Services" |
*
* @param {Home_Trending_WarehouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_trending_warehouse = /** @type {((inputs?: Home_Trending_WarehouseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Trending_WarehouseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_trending_warehouse(inputs)
	return en_home_trending_warehouse(inputs)
});