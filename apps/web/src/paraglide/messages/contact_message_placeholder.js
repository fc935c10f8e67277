/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Message_PlaceholderInputs */

const en_contact_message_placeholder = /** @type {(inputs: Contact_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about your staffing, warehousing or freight needs...`)
};

const fr_contact_message_placeholder = /** @type {(inputs: Contact_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez-nous de vos besoins en dotation, en entreposage ou en transport de marchandises...`)
};

/**
* | output |
* | --- |
* | "Tell us about your staffing, warehousing or freight needs..." |
*
* @param {Contact_Message_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_message_placeholder = /** @type {((inputs?: Contact_Message_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Message_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_message_placeholder(inputs)
	return en_contact_message_placeholder(inputs)
});