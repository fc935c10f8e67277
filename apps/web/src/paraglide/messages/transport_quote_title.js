/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Quote_TitleInputs */

const en_transport_quote_title = /** @type {(inputs: Transport_Quote_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request a Transportation Quote`)
};

const fr_transport_quote_title = /** @type {(inputs: Transport_Quote_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandez une soumission de transport`)
};

/**
* | output |
* | --- |
* | "Request a Transportation Quote" |
*
* @param {Transport_Quote_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_quote_title = /** @type {((inputs?: Transport_Quote_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Quote_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_quote_title(inputs)
	return en_transport_quote_title(inputs)
});