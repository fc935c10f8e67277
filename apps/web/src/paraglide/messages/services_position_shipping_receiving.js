/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Position_Shipping_ReceivingInputs */

const en_services_position_shipping_receiving = /** @type {(inputs: Services_Position_Shipping_ReceivingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipping & Receiving`)
};

const fr_services_position_shipping_receiving = /** @type {(inputs: Services_Position_Shipping_ReceivingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expédition et réception`)
};

/**
* | output |
* | --- |
* | "Shipping & Receiving" |
*
* @param {Services_Position_Shipping_ReceivingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_position_shipping_receiving = /** @type {((inputs?: Services_Position_Shipping_ReceivingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Position_Shipping_ReceivingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_position_shipping_receiving(inputs)
	return en_services_position_shipping_receiving(inputs)
});