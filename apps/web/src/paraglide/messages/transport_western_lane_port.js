/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Western_Lane_PortInputs */

const en_transport_western_lane_port = /** @type {(inputs: Transport_Western_Lane_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Port of Vancouver drayage connections`)
};

const fr_transport_western_lane_port = /** @type {(inputs: Transport_Western_Lane_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liaisons de camionnage avec le port de Vancouver`)
};

/**
* | output |
* | --- |
* | "Port of Vancouver drayage connections" |
*
* @param {Transport_Western_Lane_PortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_western_lane_port = /** @type {((inputs?: Transport_Western_Lane_PortInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Western_Lane_PortInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_western_lane_port(inputs)
	return en_transport_western_lane_port(inputs)
});