/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Western_Lane_CorridorInputs */

const en_transport_western_lane_corridor = /** @type {(inputs: Transport_Western_Lane_CorridorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vancouver – Calgary corridor`)
};

const fr_transport_western_lane_corridor = /** @type {(inputs: Transport_Western_Lane_CorridorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corridor Vancouver – Calgary`)
};

/**
* | output |
* | --- |
* | "Vancouver – Calgary corridor" |
*
* @param {Transport_Western_Lane_CorridorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_western_lane_corridor = /** @type {((inputs?: Transport_Western_Lane_CorridorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Western_Lane_CorridorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_western_lane_corridor(inputs)
	return en_transport_western_lane_corridor(inputs)
});