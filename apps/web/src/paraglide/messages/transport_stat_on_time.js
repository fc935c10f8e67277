/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Stat_On_TimeInputs */

const en_transport_stat_on_time = /** @type {(inputs: Transport_Stat_On_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On-time delivery`)
};

const fr_transport_stat_on_time = /** @type {(inputs: Transport_Stat_On_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraisons à temps`)
};

/**
* | output |
* | --- |
* | "On-time delivery" |
*
* @param {Transport_Stat_On_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_stat_on_time = /** @type {((inputs?: Transport_Stat_On_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Stat_On_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_stat_on_time(inputs)
	return en_transport_stat_on_time(inputs)
});