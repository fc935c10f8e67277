/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Needs_Js_TitleInputs */

const en_needs_js_title = /** @type {(inputs: Needs_Js_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This form needs JavaScript`)
};

const fr_needs_js_title = /** @type {(inputs: Needs_Js_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce formulaire nécessite JavaScript`)
};

/**
* | output |
* | --- |
* | "This form needs JavaScript" |
*
* @param {Needs_Js_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const needs_js_title = /** @type {((inputs?: Needs_Js_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Needs_Js_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_needs_js_title(inputs)
	return en_needs_js_title(inputs)
});