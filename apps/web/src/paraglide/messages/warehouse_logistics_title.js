/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Logistics_TitleInputs */

const en_warehouse_logistics_title = /** @type {(inputs: Warehouse_Logistics_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logistics Support`)
};

const fr_warehouse_logistics_title = /** @type {(inputs: Warehouse_Logistics_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soutien logistique`)
};

/**
* | output |
* | --- |
* | "Logistics Support" |
*
* @param {Warehouse_Logistics_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_logistics_title = /** @type {((inputs?: Warehouse_Logistics_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Logistics_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_logistics_title(inputs)
	return en_warehouse_logistics_title(inputs)
});