/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Western_Lane_PrairieInputs */

const en_transport_western_lane_prairie = /** @type {(inputs: Transport_Western_Lane_PrairieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prairie agricultural lanes`)
};

const fr_transport_western_lane_prairie = /** @type {(inputs: Transport_Western_Lane_PrairieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trajets agricoles des Prairies`)
};

/**
* | output |
* | --- |
* | "Prairie agricultural lanes" |
*
* @param {Transport_Western_Lane_PrairieInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_western_lane_prairie = /** @type {((inputs?: Transport_Western_Lane_PrairieInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Western_Lane_PrairieInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_western_lane_prairie(inputs)
	return en_transport_western_lane_prairie(inputs)
});