/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Phone_TextInputs */

const en_contact_phone_text = /** @type {(inputs: Contact_Phone_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speak with a staffing, warehouse or freight specialist.`)
};

const fr_contact_phone_text = /** @type {(inputs: Contact_Phone_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez à un spécialiste de la dotation, de l’entreposage ou du transport.`)
};

/**
* | output |
* | --- |
* | "Speak with a staffing, warehouse or freight specialist." |
*
* @param {Contact_Phone_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_phone_text = /** @type {((inputs?: Contact_Phone_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Phone_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_phone_text(inputs)
	return en_contact_phone_text(inputs)
});