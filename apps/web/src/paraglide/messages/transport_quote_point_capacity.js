/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Quote_Point_CapacityInputs */

const en_transport_quote_point_capacity = /** @type {(inputs: Transport_Quote_Point_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacity confirmed before you book`)
};

const fr_transport_quote_point_capacity = /** @type {(inputs: Transport_Quote_Point_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacité confirmée avant la réservation`)
};

/**
* | output |
* | --- |
* | "Capacity confirmed before you book" |
*
* @param {Transport_Quote_Point_CapacityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_quote_point_capacity = /** @type {((inputs?: Transport_Quote_Point_CapacityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Quote_Point_CapacityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_quote_point_capacity(inputs)
	return en_transport_quote_point_capacity(inputs)
});