/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Quote_Point_One_PlaceInputs */

const en_warehouse_quote_point_one_place = /** @type {(inputs: Warehouse_Quote_Point_One_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Storage, fulfillment and freight in one place`)
};

const fr_warehouse_quote_point_one_place = /** @type {(inputs: Warehouse_Quote_Point_One_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreposage, exécution des commandes et transport au même endroit`)
};

/**
* | output |
* | --- |
* | "Storage, fulfillment and freight in one place" |
*
* @param {Warehouse_Quote_Point_One_PlaceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_quote_point_one_place = /** @type {((inputs?: Warehouse_Quote_Point_One_PlaceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Quote_Point_One_PlaceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_quote_point_one_place(inputs)
	return en_warehouse_quote_point_one_place(inputs)
});