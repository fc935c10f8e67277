/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Warehouse_DistributionInputs */

const en_quote_warehouse_distribution = /** @type {(inputs: Quote_Warehouse_DistributionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distribution`)
};

const fr_quote_warehouse_distribution = /** @type {(inputs: Quote_Warehouse_DistributionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distribution`)
};

/**
* | output |
* | --- |
* | "Distribution" |
*
* @param {Quote_Warehouse_DistributionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const quote_warehouse_distribution = /** @type {((inputs?: Quote_Warehouse_DistributionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Warehouse_DistributionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_quote_warehouse_distribution(inputs)
	return en_quote_warehouse_distribution(inputs)
});