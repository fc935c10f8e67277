/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Logistics_DescriptionInputs */

const en_warehouse_logistics_description = /** @type {(inputs: Warehouse_Logistics_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick and pack, kitting, labelling and returns handled by trained warehouse staff, with transportation booked in the same place.`)
};

const fr_warehouse_logistics_description = /** @type {(inputs: Warehouse_Logistics_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préparation et emballage, assemblage de trousses, étiquetage et retours assurés par du personnel d’entrepôt formé, avec le transport réservé au même endroit.`)
};

/**
* | output |
* | --- |
* | "Pick and pack, kitting, labelling and returns handled by trained warehouse staff, with transportation booked in the same place." |
*
* @param {Warehouse_Logistics_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_logistics_description = /** @type {((inputs?: Warehouse_Logistics_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Logistics_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_logistics_description(inputs)
	return en_warehouse_logistics_description(inputs)
});