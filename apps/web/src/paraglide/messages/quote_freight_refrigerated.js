/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Freight_RefrigeratedInputs */

const en_quote_freight_refrigerated = /** @type {(inputs: Quote_Freight_RefrigeratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refrigerated / Temperature-Controlled`)
};

const fr_quote_freight_refrigerated = /** @type {(inputs: Quote_Freight_RefrigeratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réfrigéré / à température contrôlée`)
};

/**
* | output |
* | --- |
* | "Refrigerated / Temperature-Controlled" |
*
* @param {Quote_Freight_RefrigeratedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const quote_freight_refrigerated = /** @type {((inputs?: Quote_Freight_RefrigeratedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Freight_RefrigeratedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_quote_freight_refrigerated(inputs)
	return en_quote_freight_refrigerated(inputs)
});