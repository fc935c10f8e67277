/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Quote_WeightInputs */

const en_transport_quote_weight = /** @type {(inputs: Transport_Quote_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estimated Weight`)
};

const fr_transport_quote_weight = /** @type {(inputs: Transport_Quote_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids estimé`)
};

/**
* | output |
* | --- |
* | "Estimated Weight" |
*
* @param {Transport_Quote_WeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_quote_weight = /** @type {((inputs?: Transport_Quote_WeightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Quote_WeightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_quote_weight(inputs)
	return en_transport_quote_weight(inputs)
});