/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Reason_ManagerInputs */

const en_contact_reason_manager = /** @type {(inputs: Contact_Reason_ManagerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A dedicated account manager who knows your business`)
};

const fr_contact_reason_manager = /** @type {(inputs: Contact_Reason_ManagerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un gestionnaire de compte attitré qui connaît votre entreprise`)
};

/**
* | output |
* | --- |
* | "A dedicated account manager who knows your business" |
*
* @param {Contact_Reason_ManagerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_reason_manager = /** @type {((inputs?: Contact_Reason_ManagerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Reason_ManagerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_reason_manager(inputs)
	return en_contact_reason_manager(inputs)
});