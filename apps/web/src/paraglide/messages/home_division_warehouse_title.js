/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Division_Warehouse_TitleInputs */

const en_home_division_warehouse_title = /** @type {(inputs: Home_Division_Warehouse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warehouse Services`)
};

const fr_home_division_warehouse_title = /** @type {(inputs: Home_Division_Warehouse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services d’entreposage`)
};

/**
* | output |
* | --- |
* | "Warehouse Services" |
*
* @param {Home_Division_Warehouse_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_division_warehouse_title = /** @type {((inputs?: Home_Division_Warehouse_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Division_Warehouse_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_division_warehouse_title(inputs)
	return en_home_division_warehouse_title(inputs)
});