/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Service_LtlInputs */

const en_quote_service_ltl = /** @type {(inputs: Quote_Service_LtlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Less-Than-Truckload (LTL)`)
};

const fr_quote_service_ltl = /** @type {(inputs: Quote_Service_LtlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge partielle (LTL)`)
};

/**
* | output |
* | --- |
* | "Less-Than-Truckload (LTL)" |
*
* @param {Quote_Service_LtlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const quote_service_ltl = /** @type {((inputs?: Quote_Service_LtlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Service_LtlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_quote_service_ltl(inputs)
	return en_quote_service_ltl(inputs)
});