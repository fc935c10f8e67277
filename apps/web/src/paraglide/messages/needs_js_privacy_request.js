/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Needs_Js_Privacy_RequestInputs */

const en_needs_js_privacy_request = /** @type {(inputs: Needs_Js_Privacy_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`send a privacy request`)
};

const fr_needs_js_privacy_request = /** @type {(inputs: Needs_Js_Privacy_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`envoyer une demande relative à la confidentialité`)
};

/**
* | output |
* | --- |
* | "send a privacy request" |
*
* @param {Needs_Js_Privacy_RequestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const needs_js_privacy_request = /** @type {((inputs?: Needs_Js_Privacy_RequestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Needs_Js_Privacy_RequestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_needs_js_privacy_request(inputs)
	return en_needs_js_privacy_request(inputs)
});