/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Stat_On_Time_ValueInputs */

const en_transport_stat_on_time_value = /** @type {(inputs: Transport_Stat_On_Time_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`98.5%`)
};

const fr_transport_stat_on_time_value = /** @type {(inputs: Transport_Stat_On_Time_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`98,5 %`)
};

/**
* | output |
* | --- |
* | "98.5%" |
*
* @param {Transport_Stat_On_Time_ValueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_stat_on_time_value = /** @type {((inputs?: Transport_Stat_On_Time_ValueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Stat_On_Time_ValueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_stat_on_time_value(inputs)
	return en_transport_stat_on_time_value(inputs)
});