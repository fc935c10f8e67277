/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Atlantic_Lane_HalifaxInputs */

const en_transport_atlantic_lane_halifax = /** @type {(inputs: Transport_Atlantic_Lane_HalifaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Halifax port connections`)
};

const fr_transport_atlantic_lane_halifax = /** @type {(inputs: Transport_Atlantic_Lane_HalifaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liaisons avec le port de Halifax`)
};

/**
* | output |
* | --- |
* | "Halifax port connections" |
*
* @param {Transport_Atlantic_Lane_HalifaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_atlantic_lane_halifax = /** @type {((inputs?: Transport_Atlantic_Lane_HalifaxInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Atlantic_Lane_HalifaxInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_atlantic_lane_halifax(inputs)
	return en_transport_atlantic_lane_halifax(inputs)
});