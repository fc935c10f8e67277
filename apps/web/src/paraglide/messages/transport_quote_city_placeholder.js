/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Quote_City_PlaceholderInputs */

const en_transport_quote_city_placeholder = /** @type {(inputs: Transport_Quote_City_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City, province`)
};

const fr_transport_quote_city_placeholder = /** @type {(inputs: Transport_Quote_City_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville, province`)
};

/**
* | output |
* | --- |
* | "City, province" |
*
* @param {Transport_Quote_City_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_quote_city_placeholder = /** @type {((inputs?: Transport_Quote_City_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Quote_City_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_quote_city_placeholder(inputs)
	return en_transport_quote_city_placeholder(inputs)
});