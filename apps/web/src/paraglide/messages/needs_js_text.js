/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Needs_Js_TextInputs */

const en_needs_js_text = /** @type {(inputs: Needs_Js_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`JavaScript is turned off in this browser, so you cannot ${i?.what} here. Turn it on and reload the page, or reach us by phone or email from the`)
};

const fr_needs_js_text = /** @type {(inputs: Needs_Js_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`JavaScript est désactivé dans ce navigateur : vous ne pouvez donc pas ${i?.what} ici. Activez-le et rechargez la page, ou joignez-nous par téléphone ou par courriel à partir de la page`)
};

/**
* | output |
* | --- |
* | "JavaScript is turned off in this browser, so you cannot {what} here. Turn it on and reload the page, or reach us by phone or email from the" |
*
* @param {Needs_Js_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const needs_js_text = /** @type {((inputs: Needs_Js_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Needs_Js_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_needs_js_text(inputs)
	return en_needs_js_text(inputs)
});