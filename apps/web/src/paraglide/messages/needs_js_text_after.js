/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Needs_Js_Text_AfterInputs */

const en_needs_js_text_after = /** @type {(inputs: Needs_Js_Text_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` page.`)
};

const fr_needs_js_text_after = /** @type {(inputs: Needs_Js_Text_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

/**
* | output |
* | --- |
* | "page." |
*
* @param {Needs_Js_Text_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const needs_js_text_after = /** @type {((inputs?: Needs_Js_Text_AfterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Needs_Js_Text_AfterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_needs_js_text_after(inputs)
	return en_needs_js_text_after(inputs)
});