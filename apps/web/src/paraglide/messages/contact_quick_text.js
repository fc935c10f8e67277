/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Contact_Quick_TextInputs */

const en_contact_quick_text = /** @type {(inputs: Contact_Quick_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We respond to every message within 24 hours on business days (${i?.hours}).`)
};

const fr_contact_quick_text = /** @type {(inputs: Contact_Quick_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous répondons à chaque message dans les 24 heures les jours ouvrables (${i?.hours}).`)
};

/**
* | output |
* | --- |
* | "We respond to every message within 24 hours on business days ({hours})." |
*
* @param {Contact_Quick_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_quick_text = /** @type {((inputs: Contact_Quick_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Quick_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_quick_text(inputs)
	return en_contact_quick_text(inputs)
});