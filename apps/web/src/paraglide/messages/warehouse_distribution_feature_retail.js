/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Distribution_Feature_RetailInputs */

const en_warehouse_distribution_feature_retail = /** @type {(inputs: Warehouse_Distribution_Feature_RetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retail and B2B distribution`)
};

const fr_warehouse_distribution_feature_retail = /** @type {(inputs: Warehouse_Distribution_Feature_RetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distribution au détail et interentreprises`)
};

/**
* | output |
* | --- |
* | "Retail and B2B distribution" |
*
* @param {Warehouse_Distribution_Feature_RetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_distribution_feature_retail = /** @type {((inputs?: Warehouse_Distribution_Feature_RetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Distribution_Feature_RetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_distribution_feature_retail(inputs)
	return en_warehouse_distribution_feature_retail(inputs)
});