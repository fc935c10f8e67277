/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Service_TypeInputs */

const en_transport_service_type = /** @type {(inputs: Transport_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight transportation`)
};

const fr_transport_service_type = /** @type {(inputs: Transport_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transport de marchandises`)
};

/**
* | output |
* | --- |
* | "Freight transportation" |
*
* @param {Transport_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_service_type = /** @type {((inputs?: Transport_Service_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Service_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_service_type(inputs)
	return en_transport_service_type(inputs)
});