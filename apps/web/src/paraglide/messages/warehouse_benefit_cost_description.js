/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Benefit_Cost_DescriptionInputs */

const en_warehouse_benefit_cost_description = /** @type {(inputs: Warehouse_Benefit_Cost_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared facilities, trained staff and consolidated freight cost less than running your own warehouse.`)
};

const fr_warehouse_benefit_cost_description = /** @type {(inputs: Warehouse_Benefit_Cost_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des installations partagées, du personnel formé et des envois regroupés coûtent moins cher que d’exploiter votre propre entrepôt.`)
};

/**
* | output |
* | --- |
* | "Shared facilities, trained staff and consolidated freight cost less than running your own warehouse." |
*
* @param {Warehouse_Benefit_Cost_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_benefit_cost_description = /** @type {((inputs?: Warehouse_Benefit_Cost_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Benefit_Cost_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_benefit_cost_description(inputs)
	return en_warehouse_benefit_cost_description(inputs)
});