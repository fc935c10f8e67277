/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Central_Lane_CorridorInputs */

const en_transport_central_lane_corridor = /** @type {(inputs: Transport_Central_Lane_CorridorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Windsor – Quebec City corridor`)
};

const fr_transport_central_lane_corridor = /** @type {(inputs: Transport_Central_Lane_CorridorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corridor Windsor – Québec`)
};

/**
* | output |
* | --- |
* | "Windsor – Quebec City corridor" |
*
* @param {Transport_Central_Lane_CorridorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_central_lane_corridor = /** @type {((inputs?: Transport_Central_Lane_CorridorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Central_Lane_CorridorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_central_lane_corridor(inputs)
	return en_transport_central_lane_corridor(inputs)
});