/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Quote_Success_TextInputs */

const en_transport_quote_success_text = /** @type {(inputs: Transport_Quote_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We'll contact you within 24 hours with a customized transportation solution.`)
};

const fr_transport_quote_success_text = /** @type {(inputs: Transport_Quote_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous communiquerons avec vous dans les 24 heures avec une solution de transport sur mesure.`)
};

/**
* | output |
* | --- |
* | "We'll contact you within 24 hours with a customized transportation solution." |
*
* @param {Transport_Quote_Success_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_quote_success_text = /** @type {((inputs?: Transport_Quote_Success_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Quote_Success_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_quote_success_text(inputs)
	return en_transport_quote_success_text(inputs)
});