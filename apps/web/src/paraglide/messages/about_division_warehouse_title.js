/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Division_Warehouse_TitleInputs */

const en_about_division_warehouse_title = /** @type {(inputs: About_Division_Warehouse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warehouse Services`)
};

const fr_about_division_warehouse_title = /** @type {(inputs: About_Division_Warehouse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services d’entreposage`)
};

/**
* | output |
* | --- |
* | "Warehouse Services" |
*
* @param {About_Division_Warehouse_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_division_warehouse_title = /** @type {((inputs?: About_Division_Warehouse_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Division_Warehouse_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_division_warehouse_title(inputs)
	return en_about_division_warehouse_title(inputs)
});