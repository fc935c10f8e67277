/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Stat_FacilitiesInputs */

const en_warehouse_stat_facilities = /** @type {(inputs: Warehouse_Stat_FacilitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warehouse facilities`)
};

const fr_warehouse_stat_facilities = /** @type {(inputs: Warehouse_Stat_FacilitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrepôts`)
};

/**
* | output |
* | --- |
* | "Warehouse facilities" |
*
* @param {Warehouse_Stat_FacilitiesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_stat_facilities = /** @type {((inputs?: Warehouse_Stat_FacilitiesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Stat_FacilitiesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_stat_facilities(inputs)
	return en_warehouse_stat_facilities(inputs)
});