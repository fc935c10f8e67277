/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Warehouse_LinkInputs */

const en_services_warehouse_link = /** @type {(inputs: Services_Warehouse_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore warehousing`)
};

const fr_services_warehouse_link = /** @type {(inputs: Services_Warehouse_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrir l’entreposage`)
};

/**
* | output |
* | --- |
* | "Explore warehousing" |
*
* @param {Services_Warehouse_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_warehouse_link = /** @type {((inputs?: Services_Warehouse_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Warehouse_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_warehouse_link(inputs)
	return en_services_warehouse_link(inputs)
});