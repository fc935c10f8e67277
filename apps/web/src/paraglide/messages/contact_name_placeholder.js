/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Name_PlaceholderInputs */

const en_contact_name_placeholder = /** @type {(inputs: Contact_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jane Smith`)
};

const fr_contact_name_placeholder = /** @type {(inputs: Contact_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marie Tremblay`)
};

/**
* | output |
* | --- |
* | "Jane Smith" |
*
* @param {Contact_Name_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_name_placeholder = /** @type {((inputs?: Contact_Name_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Name_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_name_placeholder(inputs)
	return en_contact_name_placeholder(inputs)
});