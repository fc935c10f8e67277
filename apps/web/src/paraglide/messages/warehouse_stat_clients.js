/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Stat_ClientsInputs */

const en_warehouse_stat_clients = /** @type {(inputs: Warehouse_Stat_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clients served`)
};

const fr_warehouse_stat_clients = /** @type {(inputs: Warehouse_Stat_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clients servis`)
};

/**
* | output |
* | --- |
* | "Clients served" |
*
* @param {Warehouse_Stat_ClientsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_stat_clients = /** @type {((inputs?: Warehouse_Stat_ClientsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Stat_ClientsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_stat_clients(inputs)
	return en_warehouse_stat_clients(inputs)
});