/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Quote_SpecialInputs */

const en_transport_quote_special = /** @type {(inputs: Transport_Quote_SpecialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Special Requirements`)
};

const fr_transport_quote_special = /** @type {(inputs: Transport_Quote_SpecialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exigences particulières`)
};

/**
* | output |
* | --- |
* | "Special Requirements" |
*
* @param {Transport_Quote_SpecialInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_quote_special = /** @type {((inputs?: Transport_Quote_SpecialInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Quote_SpecialInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_quote_special(inputs)
	return en_transport_quote_special(inputs)
});