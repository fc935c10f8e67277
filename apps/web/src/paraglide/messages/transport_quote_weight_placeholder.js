/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Quote_Weight_PlaceholderInputs */

const en_transport_quote_weight_placeholder = /** @type {(inputs: Transport_Quote_Weight_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 12,000 lbs or 8 pallets`)
};

const fr_transport_quote_weight_placeholder = /** @type {(inputs: Transport_Quote_Weight_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ex. 12 000 lb ou 8 palettes`)
};

/**
* | output |
* | --- |
* | "e.g. 12,000 lbs or 8 pallets" |
*
* @param {Transport_Quote_Weight_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_quote_weight_placeholder = /** @type {((inputs?: Transport_Quote_Weight_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Quote_Weight_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_quote_weight_placeholder(inputs)
	return en_transport_quote_weight_placeholder(inputs)
});