/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Quick_TitleInputs */

const en_contact_quick_title = /** @type {(inputs: Contact_Quick_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick Response`)
};

const fr_contact_quick_title = /** @type {(inputs: Contact_Quick_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponse rapide`)
};

/**
* | output |
* | --- |
* | "Quick Response" |
*
* @param {Contact_Quick_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_quick_title = /** @type {((inputs?: Contact_Quick_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Quick_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_quick_title(inputs)
	return en_contact_quick_title(inputs)
});