/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Needs_Js_Sign_In_LinkInputs */

const en_needs_js_sign_in_link = /** @type {(inputs: Needs_Js_Sign_In_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ask for a sign-in link`)
};

const fr_needs_js_sign_in_link = /** @type {(inputs: Needs_Js_Sign_In_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`demander un lien de connexion`)
};

/**
* | output |
* | --- |
* | "ask for a sign-in link" |
*
* @param {Needs_Js_Sign_In_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const needs_js_sign_in_link = /** @type {((inputs?: Needs_Js_Sign_In_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Needs_Js_Sign_In_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_needs_js_sign_in_link(inputs)
	return en_needs_js_sign_in_link(inputs)
});