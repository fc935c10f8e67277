/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Contact_NameInputs */

const en_form_contact_name = /** @type {(inputs: Form_Contact_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Name`)
};

const fr_form_contact_name = /** @type {(inputs: Form_Contact_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de la personne-ressource`)
};

/**
* | output |
* | --- |
* | "Contact Name" |
*
* @param {Form_Contact_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_contact_name = /** @type {((inputs?: Form_Contact_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Contact_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_contact_name(inputs)
	return en_form_contact_name(inputs)
});