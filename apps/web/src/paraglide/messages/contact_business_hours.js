/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Business_HoursInputs */

const en_contact_business_hours = /** @type {(inputs: Contact_Business_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business Hours`)
};

const fr_contact_business_hours = /** @type {(inputs: Contact_Business_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heures d’ouverture`)
};

/**
* | output |
* | --- |
* | "Business Hours" |
*
* @param {Contact_Business_HoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_business_hours = /** @type {((inputs?: Contact_Business_HoursInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Business_HoursInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_business_hours(inputs)
	return en_contact_business_hours(inputs)
});