/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_SubmittingInputs */

const en_contact_submitting = /** @type {(inputs: Contact_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending Message...`)
};

const fr_contact_submitting = /** @type {(inputs: Contact_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi du message...`)
};

/**
* | output |
* | --- |
* | "Sending Message..." |
*
* @param {Contact_SubmittingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_submitting = /** @type {((inputs?: Contact_SubmittingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_SubmittingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_submitting(inputs)
	return en_contact_submitting(inputs)
});