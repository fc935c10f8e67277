/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Stat_ClientsInputs */

const en_services_stat_clients = /** @type {(inputs: Services_Stat_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clients served`)
};

const fr_services_stat_clients = /** @type {(inputs: Services_Stat_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clients servis`)
};

/**
* | output |
* | --- |
* | "Clients served" |
*
* @param {Services_Stat_ClientsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_stat_clients = /** @type {((inputs?: Services_Stat_ClientsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Stat_ClientsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_stat_clients(inputs)
	return en_services_stat_clients(inputs)
});