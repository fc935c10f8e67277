/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Form_IntroInputs */

const en_contact_form_intro = /** @type {(inputs: Contact_Form_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us what you need and the right person on our team will reply within 24 hours on business days.`)
};

const fr_contact_form_intro = /** @type {(inputs: Contact_Form_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dites-nous ce dont vous avez besoin et la bonne personne de notre équipe vous répondra dans les 24 heures les jours ouvrables.`)
};

/**
* | output |
* | --- |
* | "Tell us what you need and the right person on our team will reply within 24 hours on business days." |
*
* @param {Contact_Form_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_form_intro = /** @type {((inputs?: Contact_Form_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Form_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_form_intro(inputs)
	return en_contact_form_intro(inputs)
});