/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Urgent_TitleInputs */

const en_contact_urgent_title = /** @type {(inputs: Contact_Urgent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Need Urgent Assistance?`)
};

const fr_contact_urgent_title = /** @type {(inputs: Contact_Urgent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Besoin d’aide urgente?`)
};

/**
* | output |
* | --- |
* | "Need Urgent Assistance?" |
*
* @param {Contact_Urgent_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_urgent_title = /** @type {((inputs?: Contact_Urgent_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Urgent_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_urgent_title(inputs)
	return en_contact_urgent_title(inputs)
});