/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Needs_Js_SubscribeInputs */

const en_needs_js_subscribe = /** @type {(inputs: Needs_Js_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`subscribe`)
};

const fr_needs_js_subscribe = /** @type {(inputs: Needs_Js_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vous abonner`)
};

/**
* | output |
* | --- |
* | "subscribe" |
*
* @param {Needs_Js_SubscribeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const needs_js_subscribe = /** @type {((inputs?: Needs_Js_SubscribeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Needs_Js_SubscribeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_needs_js_subscribe(inputs)
	return en_needs_js_subscribe(inputs)
});