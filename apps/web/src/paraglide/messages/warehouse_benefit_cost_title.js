/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Benefit_Cost_TitleInputs */

const en_warehouse_benefit_cost_title = /** @type {(inputs: Warehouse_Benefit_Cost_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lower Logistics Costs`)
};

const fr_warehouse_benefit_cost_title = /** @type {(inputs: Warehouse_Benefit_Cost_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des coûts logistiques réduits`)
};

/**
* | output |
* | --- |
* | "Lower Logistics Costs" |
*
* @param {Warehouse_Benefit_Cost_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_benefit_cost_title = /** @type {((inputs?: Warehouse_Benefit_Cost_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Benefit_Cost_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_benefit_cost_title(inputs)
	return en_warehouse_benefit_cost_title(inputs)
});