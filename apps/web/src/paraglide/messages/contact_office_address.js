/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Office_AddressInputs */

const en_contact_office_address = /** @type {(inputs: Contact_Office_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office Address`)
};

const fr_contact_office_address = /** @type {(inputs: Contact_Office_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse du bureau`)
};

/**
* | output |
* | --- |
* | "Office Address" |
*
* @param {Contact_Office_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_office_address = /** @type {((inputs?: Contact_Office_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Office_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_office_address(inputs)
	return en_contact_office_address(inputs)
});