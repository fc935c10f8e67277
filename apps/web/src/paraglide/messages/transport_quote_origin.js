/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Quote_OriginInputs */

const en_transport_quote_origin = /** @type {(inputs: Transport_Quote_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origin`)
};

const fr_transport_quote_origin = /** @type {(inputs: Transport_Quote_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origine`)
};

/**
* | output |
* | --- |
* | "Origin" |
*
* @param {Transport_Quote_OriginInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_quote_origin = /** @type {((inputs?: Transport_Quote_OriginInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Quote_OriginInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_quote_origin(inputs)
	return en_transport_quote_origin(inputs)
});