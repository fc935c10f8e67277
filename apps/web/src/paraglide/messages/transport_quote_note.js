/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Quote_NoteInputs */

const en_transport_quote_note = /** @type {(inputs: Transport_Quote_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fields marked * are required. We'll contact you within 24 hours on business days.`)
};

const fr_transport_quote_note = /** @type {(inputs: Transport_Quote_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les champs marqués d’un * sont obligatoires. Nous communiquerons avec vous dans les 24 heures les jours ouvrables.`)
};

/**
* | output |
* | --- |
* | "Fields marked * are required. We'll contact you within 24 hours on business days." |
*
* @param {Transport_Quote_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_quote_note = /** @type {((inputs?: Transport_Quote_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Quote_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_quote_note(inputs)
	return en_transport_quote_note(inputs)
});