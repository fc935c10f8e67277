/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Required_NoteInputs */

const en_contact_required_note = /** @type {(inputs: Contact_Required_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fields marked * are required.`)
};

const fr_contact_required_note = /** @type {(inputs: Contact_Required_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les champs marqués d’un * sont obligatoires.`)
};

/**
* | output |
* | --- |
* | "Fields marked * are required." |
*
* @param {Contact_Required_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_required_note = /** @type {((inputs?: Contact_Required_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Required_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_required_note(inputs)
	return en_contact_required_note(inputs)
});