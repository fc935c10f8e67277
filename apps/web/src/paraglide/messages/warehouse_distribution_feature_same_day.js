/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Distribution_Feature_Same_DayInputs */

const en_warehouse_distribution_feature_same_day = /** @type {(inputs: Warehouse_Distribution_Feature_Same_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Same-day order dispatch`)
};

const fr_warehouse_distribution_feature_same_day = /** @type {(inputs: Warehouse_Distribution_Feature_Same_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expédition des commandes le jour même`)
};

/**
* | output |
* | --- |
* | "Same-day order dispatch" |
*
* @param {Warehouse_Distribution_Feature_Same_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_distribution_feature_same_day = /** @type {((inputs?: Warehouse_Distribution_Feature_Same_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Distribution_Feature_Same_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_distribution_feature_same_day(inputs)
	return en_warehouse_distribution_feature_same_day(inputs)
});