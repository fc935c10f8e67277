/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Stat_CarriersInputs */

const en_transport_stat_carriers = /** @type {(inputs: Transport_Stat_CarriersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified carriers`)
};

const fr_transport_stat_carriers = /** @type {(inputs: Transport_Stat_CarriersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transporteurs vérifiés`)
};

/**
* | output |
* | --- |
* | "Verified carriers" |
*
* @param {Transport_Stat_CarriersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_stat_carriers = /** @type {((inputs?: Transport_Stat_CarriersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Stat_CarriersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_stat_carriers(inputs)
	return en_transport_stat_carriers(inputs)
});