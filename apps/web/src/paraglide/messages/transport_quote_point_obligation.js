/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Quote_Point_ObligationInputs */

const en_transport_quote_point_obligation = /** @type {(inputs: Transport_Quote_Point_ObligationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No obligation and no hidden fees`)
};

const fr_transport_quote_point_obligation = /** @type {(inputs: Transport_Quote_Point_ObligationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sans engagement et sans frais cachés`)
};

/**
* | output |
* | --- |
* | "No obligation and no hidden fees" |
*
* @param {Transport_Quote_Point_ObligationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_quote_point_obligation = /** @type {((inputs?: Transport_Quote_Point_ObligationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Quote_Point_ObligationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_quote_point_obligation(inputs)
	return en_transport_quote_point_obligation(inputs)
});