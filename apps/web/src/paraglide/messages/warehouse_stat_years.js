/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Stat_YearsInputs */

const en_warehouse_stat_years = /** @type {(inputs: Warehouse_Stat_YearsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Years of logistics expertise`)
};

const fr_warehouse_stat_years = /** @type {(inputs: Warehouse_Stat_YearsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Années d’expertise en logistique`)
};

/**
* | output |
* | --- |
* | "Years of logistics expertise" |
*
* @param {Warehouse_Stat_YearsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_stat_years = /** @type {((inputs?: Warehouse_Stat_YearsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Stat_YearsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_stat_years(inputs)
	return en_warehouse_stat_years(inputs)
});