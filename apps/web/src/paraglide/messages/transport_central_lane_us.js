/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Central_Lane_UsInputs */

const en_transport_central_lane_us = /** @type {(inputs: Transport_Central_Lane_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cross-border US connections`)
};

const fr_transport_central_lane_us = /** @type {(inputs: Transport_Central_Lane_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liaisons transfrontalières avec les États-Unis`)
};

/**
* | output |
* | --- |
* | "Cross-border US connections" |
*
* @param {Transport_Central_Lane_UsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_central_lane_us = /** @type {((inputs?: Transport_Central_Lane_UsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Central_Lane_UsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_central_lane_us(inputs)
	return en_transport_central_lane_us(inputs)
});