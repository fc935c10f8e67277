/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Why_TitleInputs */

const en_contact_why_title = /** @type {(inputs: Contact_Why_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why Choose Us`)
};

const fr_contact_why_title = /** @type {(inputs: Contact_Why_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi nous choisir`)
};

/**
* | output |
* | --- |
* | "Why Choose Us" |
*
* @param {Contact_Why_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_why_title = /** @type {((inputs?: Contact_Why_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Why_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_why_title(inputs)
	return en_contact_why_title(inputs)
});