/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Atlantic_Lane_FerryInputs */

const en_transport_atlantic_lane_ferry = /** @type {(inputs: Transport_Atlantic_Lane_FerryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ferry-linked island service`)
};

const fr_transport_atlantic_lane_ferry = /** @type {(inputs: Transport_Atlantic_Lane_FerryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service vers les îles par traversier`)
};

/**
* | output |
* | --- |
* | "Ferry-linked island service" |
*
* @param {Transport_Atlantic_Lane_FerryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_atlantic_lane_ferry = /** @type {((inputs?: Transport_Atlantic_Lane_FerryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Atlantic_Lane_FerryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_atlantic_lane_ferry(inputs)
	return en_transport_atlantic_lane_ferry(inputs)
});