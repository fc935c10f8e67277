/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Stat_Accuracy_ValueInputs */

const en_warehouse_stat_accuracy_value = /** @type {(inputs: Warehouse_Stat_Accuracy_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`99.9%`)
};

const fr_warehouse_stat_accuracy_value = /** @type {(inputs: Warehouse_Stat_Accuracy_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`99,9 %`)
};

/**
* | output |
* | --- |
* | "99.9%" |
*
* @param {Warehouse_Stat_Accuracy_ValueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_stat_accuracy_value = /** @type {((inputs?: Warehouse_Stat_Accuracy_ValueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Stat_Accuracy_ValueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_stat_accuracy_value(inputs)
	return en_warehouse_stat_accuracy_value(inputs)
});