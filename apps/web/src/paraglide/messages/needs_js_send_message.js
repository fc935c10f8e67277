/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Needs_Js_Send_MessageInputs */

const en_needs_js_send_message = /** @type {(inputs: Needs_Js_Send_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`send a message`)
};

const fr_needs_js_send_message = /** @type {(inputs: Needs_Js_Send_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`envoyer un message`)
};

/**
* | output |
* | --- |
* | "send a message" |
*
* @param {Needs_Js_Send_MessageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const needs_js_send_message = /** @type {((inputs?: Needs_Js_Send_MessageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Needs_Js_Send_MessageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_needs_js_send_message(inputs)
	return en_needs_js_send_message(inputs)
});