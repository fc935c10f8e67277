/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Company_PlaceholderInputs */

const en_contact_company_placeholder = /** @type {(inputs: Contact_Company_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your company (optional)`)
};

const fr_contact_company_placeholder = /** @type {(inputs: Contact_Company_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre entreprise (facultatif)`)
};

/**
* | output |
* | --- |
* | "Your company (optional)" |
*
* @param {Contact_Company_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_company_placeholder = /** @type {((inputs?: Contact_Company_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Company_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_company_placeholder(inputs)
	return en_contact_company_placeholder(inputs)
});