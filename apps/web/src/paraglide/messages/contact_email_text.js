/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Email_TextInputs */

const en_contact_email_text = /** @type {(inputs: Contact_Email_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We reply within 24 hours on business days.`)
};

const fr_contact_email_text = /** @type {(inputs: Contact_Email_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous répondons dans les 24 heures les jours ouvrables.`)
};

/**
* | output |
* | --- |
* | "We reply within 24 hours on business days." |
*
* @param {Contact_Email_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_email_text = /** @type {((inputs?: Contact_Email_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Email_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_email_text(inputs)
	return en_contact_email_text(inputs)
});