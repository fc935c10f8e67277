/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_InformationInputs */

const en_contact_information = /** @type {(inputs: Contact_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact information`)
};

const fr_contact_information = /** @type {(inputs: Contact_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coordonnées`)
};

/**
* | output |
* | --- |
* | "Contact information" |
*
* @param {Contact_InformationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_information = /** @type {((inputs?: Contact_InformationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_InformationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_information(inputs)
	return en_contact_information(inputs)
});