/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_CountryInputs */

const en_contact_country = /** @type {(inputs: Contact_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Canada`)
};

const fr_contact_country = /** @type {(inputs: Contact_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Canada`)
};

/**
* | output |
* | --- |
* | "Canada" |
*
* @param {Contact_CountryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_country = /** @type {((inputs?: Contact_CountryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_CountryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_country(inputs)
	return en_contact_country(inputs)
});