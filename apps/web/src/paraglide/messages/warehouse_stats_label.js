/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Stats_LabelInputs */

const en_warehouse_stats_label = /** @type {(inputs: Warehouse_Stats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warehouse services by the numbers`)
};

const fr_warehouse_stats_label = /** @type {(inputs: Warehouse_Stats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les services d’entreposage en chiffres`)
};

/**
* | output |
* | --- |
* | "Warehouse services by the numbers" |
*
* @param {Warehouse_Stats_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_stats_label = /** @type {((inputs?: Warehouse_Stats_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Stats_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_stats_label(inputs)
	return en_warehouse_stats_label(inputs)
});