/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Get_QuoteInputs */

const en_transport_get_quote = /** @type {(inputs: Transport_Get_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get Your Quote`)
};

const fr_transport_get_quote = /** @type {(inputs: Transport_Get_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtenir votre soumission`)
};

/**
* | output |
* | --- |
* | "Get Your Quote" |
*
* @param {Transport_Get_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_get_quote = /** @type {((inputs?: Transport_Get_QuoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Get_QuoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_get_quote(inputs)
	return en_transport_get_quote(inputs)
});