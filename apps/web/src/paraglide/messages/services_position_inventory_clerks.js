/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Position_Inventory_ClerksInputs */

const en_services_position_inventory_clerks = /** @type {(inputs: Services_Position_Inventory_ClerksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inventory Clerks`)
};

const fr_services_position_inventory_clerks = /** @type {(inputs: Services_Position_Inventory_ClerksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commis à l’inventaire`)
};

/**
* | output |
* | --- |
* | "Inventory Clerks" |
*
* @param {Services_Position_Inventory_ClerksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_position_inventory_clerks = /** @type {((inputs?: Services_Position_Inventory_ClerksInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Position_Inventory_ClerksInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_position_inventory_clerks(inputs)
	return en_services_position_inventory_clerks(inputs)
});