/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Email_PlaceholderInputs */

const en_contact_email_placeholder = /** @type {(inputs: Contact_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jane@company.ca`)
};

const fr_contact_email_placeholder = /** @type {(inputs: Contact_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`marie@entreprise.ca`)
};

/**
* | output |
* | --- |
* | "jane@company.ca" |
*
* @param {Contact_Email_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_email_placeholder = /** @type {((inputs?: Contact_Email_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Email_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_email_placeholder(inputs)
	return en_contact_email_placeholder(inputs)
});