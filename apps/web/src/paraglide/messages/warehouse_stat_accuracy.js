/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Stat_AccuracyInputs */

const en_warehouse_stat_accuracy = /** @type {(inputs: Warehouse_Stat_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inventory accuracy`)
};

const fr_warehouse_stat_accuracy = /** @type {(inputs: Warehouse_Stat_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exactitude des stocks`)
};

/**
* | output |
* | --- |
* | "Inventory accuracy" |
*
* @param {Warehouse_Stat_AccuracyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_stat_accuracy = /** @type {((inputs?: Warehouse_Stat_AccuracyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Stat_AccuracyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_stat_accuracy(inputs)
	return en_warehouse_stat_accuracy(inputs)
});