/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Quote_DescriptionInputs */

const en_transport_quote_description = /** @type {(inputs: Transport_Quote_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about your shipment and a freight specialist will send a customized, all-in rate within 24 hours.`)
};

const fr_transport_quote_description = /** @type {(inputs: Transport_Quote_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez-nous de votre envoi et un spécialiste du transport vous enverra un tarif tout compris sur mesure dans les 24 heures.`)
};

/**
* | output |
* | --- |
* | "Tell us about your shipment and a freight specialist will send a customized, all-in rate within 24 hours." |
*
* @param {Transport_Quote_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_quote_description = /** @type {((inputs?: Transport_Quote_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Quote_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_quote_description(inputs)
	return en_transport_quote_description(inputs)
});