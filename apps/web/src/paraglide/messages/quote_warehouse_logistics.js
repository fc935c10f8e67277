/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Warehouse_LogisticsInputs */

const en_quote_warehouse_logistics = /** @type {(inputs: Quote_Warehouse_LogisticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logistics Support`)
};

const fr_quote_warehouse_logistics = /** @type {(inputs: Quote_Warehouse_LogisticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soutien logistique`)
};

/**
* | output |
* | --- |
* | "Logistics Support" |
*
* @param {Quote_Warehouse_LogisticsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const quote_warehouse_logistics = /** @type {((inputs?: Quote_Warehouse_LogisticsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Warehouse_LogisticsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_quote_warehouse_logistics(inputs)
	return en_quote_warehouse_logistics(inputs)
});