/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Quote_Freight_TypeInputs */

const en_transport_quote_freight_type = /** @type {(inputs: Transport_Quote_Freight_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Type`)
};

const fr_transport_quote_freight_type = /** @type {(inputs: Transport_Quote_Freight_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type de marchandises`)
};

/**
* | output |
* | --- |
* | "Freight Type" |
*
* @param {Transport_Quote_Freight_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_quote_freight_type = /** @type {((inputs?: Transport_Quote_Freight_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Quote_Freight_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_quote_freight_type(inputs)
	return en_transport_quote_freight_type(inputs)
});