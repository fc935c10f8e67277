/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Atlantic_Lane_LtlInputs */

const en_transport_atlantic_lane_ltl = /** @type {(inputs: Transport_Atlantic_Lane_LtlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled Maritime LTL runs`)
};

const fr_transport_atlantic_lane_ltl = /** @type {(inputs: Transport_Atlantic_Lane_LtlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trajets réguliers en charge partielle dans les Maritimes`)
};

/**
* | output |
* | --- |
* | "Scheduled Maritime LTL runs" |
*
* @param {Transport_Atlantic_Lane_LtlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_atlantic_lane_ltl = /** @type {((inputs?: Transport_Atlantic_Lane_LtlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Atlantic_Lane_LtlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_atlantic_lane_ltl(inputs)
	return en_transport_atlantic_lane_ltl(inputs)
});