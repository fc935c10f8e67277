/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Freight_HazmatInputs */

const en_quote_freight_hazmat = /** @type {(inputs: Quote_Freight_HazmatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hazardous Materials`)
};

const fr_quote_freight_hazmat = /** @type {(inputs: Quote_Freight_HazmatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matières dangereuses`)
};

/**
* | output |
* | --- |
* | "Hazardous Materials" |
*
* @param {Quote_Freight_HazmatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const quote_freight_hazmat = /** @type {((inputs?: Quote_Freight_HazmatInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Freight_HazmatInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_quote_freight_hazmat(inputs)
	return en_quote_freight_hazmat(inputs)
});