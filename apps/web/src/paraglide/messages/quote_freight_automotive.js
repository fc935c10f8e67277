/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Freight_AutomotiveInputs */

const en_quote_freight_automotive = /** @type {(inputs: Quote_Freight_AutomotiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automotive`)
};

const fr_quote_freight_automotive = /** @type {(inputs: Quote_Freight_AutomotiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automobile`)
};

/**
* | output |
* | --- |
* | "Automotive" |
*
* @param {Quote_Freight_AutomotiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const quote_freight_automotive = /** @type {((inputs?: Quote_Freight_AutomotiveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Freight_AutomotiveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_quote_freight_automotive(inputs)
	return en_quote_freight_automotive(inputs)
});