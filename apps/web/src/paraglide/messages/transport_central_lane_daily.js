/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Central_Lane_DailyInputs */

const en_transport_central_lane_daily = /** @type {(inputs: Transport_Central_Lane_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily GTA and Montreal service`)
};

const fr_transport_central_lane_daily = /** @type {(inputs: Transport_Central_Lane_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service quotidien dans la RGT et à Montréal`)
};

/**
* | output |
* | --- |
* | "Daily GTA and Montreal service" |
*
* @param {Transport_Central_Lane_DailyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_central_lane_daily = /** @type {((inputs?: Transport_Central_Lane_DailyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Central_Lane_DailyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_central_lane_daily(inputs)
	return en_transport_central_lane_daily(inputs)
});