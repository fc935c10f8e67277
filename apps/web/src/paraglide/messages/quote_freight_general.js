/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Freight_GeneralInputs */

const en_quote_freight_general = /** @type {(inputs: Quote_Freight_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General Freight`)
};

const fr_quote_freight_general = /** @type {(inputs: Quote_Freight_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marchandises générales`)
};

/**
* | output |
* | --- |
* | "General Freight" |
*
* @param {Quote_Freight_GeneralInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const quote_freight_general = /** @type {((inputs?: Quote_Freight_GeneralInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Freight_GeneralInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_quote_freight_general(inputs)
	return en_quote_freight_general(inputs)
});