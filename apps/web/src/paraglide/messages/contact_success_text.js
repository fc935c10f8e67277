/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Success_TextInputs */

const en_contact_success_text = /** @type {(inputs: Contact_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for reaching out. A member of our team will get back to you within 24 hours on business days.`)
};

const fr_contact_success_text = /** @type {(inputs: Contact_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci de nous avoir écrit. Un membre de notre équipe vous répondra dans les 24 heures les jours ouvrables.`)
};

/**
* | output |
* | --- |
* | "Thank you for reaching out. A member of our team will get back to you within 24 hours on business days." |
*
* @param {Contact_Success_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_success_text = /** @type {((inputs?: Contact_Success_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Success_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_success_text(inputs)
	return en_contact_success_text(inputs)
});