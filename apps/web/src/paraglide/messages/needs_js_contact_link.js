/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Needs_Js_Contact_LinkInputs */

const en_needs_js_contact_link = /** @type {(inputs: Needs_Js_Contact_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

const fr_needs_js_contact_link = /** @type {(inputs: Needs_Js_Contact_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous joindre`)
};

/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Needs_Js_Contact_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const needs_js_contact_link = /** @type {((inputs?: Needs_Js_Contact_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Needs_Js_Contact_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_needs_js_contact_link(inputs)
	return en_needs_js_contact_link(inputs)
});