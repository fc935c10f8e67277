/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Freight_OversizedInputs */

const en_quote_freight_oversized = /** @type {(inputs: Quote_Freight_OversizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oversized / Heavy Haul`)
};

const fr_quote_freight_oversized = /** @type {(inputs: Quote_Freight_OversizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hors normes / charges lourdes`)
};

/**
* | output |
* | --- |
* | "Oversized / Heavy Haul" |
*
* @param {Quote_Freight_OversizedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const quote_freight_oversized = /** @type {((inputs?: Quote_Freight_OversizedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Freight_OversizedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_quote_freight_oversized(inputs)
	return en_quote_freight_oversized(inputs)
});