/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Needs_Js_Request_QuoteInputs */

const en_needs_js_request_quote = /** @type {(inputs: Needs_Js_Request_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`request a quote`)
};

const fr_needs_js_request_quote = /** @type {(inputs: Needs_Js_Request_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`demander une soumission`)
};

/**
* | output |
* | --- |
* | "request a quote" |
*
* @param {Needs_Js_Request_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const needs_js_request_quote = /** @type {((inputs?: Needs_Js_Request_QuoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Needs_Js_Request_QuoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_needs_js_request_quote(inputs)
	return en_needs_js_request_quote(inputs)
});