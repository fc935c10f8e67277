/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Failed_TextInputs */

const en_contact_failed_text = /** @type {(inputs: Contact_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not send your message. Please try again or call us.`)
};

const fr_contact_failed_text = /** @type {(inputs: Contact_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu envoyer votre message. Veuillez réessayer ou nous appeler.`)
};

/**
* | output |
* | --- |
* | "We could not send your message. Please try again or call us." |
*
* @param {Contact_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_failed_text = /** @type {((inputs?: Contact_Failed_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Failed_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_failed_text(inputs)
	return en_contact_failed_text(inputs)
});