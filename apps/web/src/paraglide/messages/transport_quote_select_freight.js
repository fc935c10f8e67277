/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Quote_Select_FreightInputs */

const en_transport_quote_select_freight = /** @type {(inputs: Transport_Quote_Select_FreightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select freight type`)
};

const fr_transport_quote_select_freight = /** @type {(inputs: Transport_Quote_Select_FreightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez le type de marchandises`)
};

/**
* | output |
* | --- |
* | "Select freight type" |
*
* @param {Transport_Quote_Select_FreightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_quote_select_freight = /** @type {((inputs?: Transport_Quote_Select_FreightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Quote_Select_FreightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_quote_select_freight(inputs)
	return en_transport_quote_select_freight(inputs)
});