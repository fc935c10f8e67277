/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Purposes_QuotesInputs */

const en_privacy_purposes_quotes = /** @type {(inputs: Privacy_Purposes_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prepare quotes and deliver staffing, warehouse and transportation services;`)
};

const fr_privacy_purposes_quotes = /** @type {(inputs: Privacy_Purposes_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`préparer des soumissions et fournir des services de dotation, d’entreposage et de transport;`)
};

/**
* | output |
* | --- |
* | "prepare quotes and deliver staffing, warehouse and transportation services;" |
*
* @param {Privacy_Purposes_QuotesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_purposes_quotes = /** @type {((inputs?: Privacy_Purposes_QuotesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Purposes_QuotesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_purposes_quotes(inputs)
	return en_privacy_purposes_quotes(inputs)
});