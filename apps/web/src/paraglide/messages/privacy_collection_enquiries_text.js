/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Collection_Enquiries_TextInputs */

const en_privacy_collection_enquiries_text = /** @type {(inputs: Privacy_Collection_Enquiries_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the information you provide in our contact form, such as your name, email, phone, company, subject and message, and the email address you subscribe with.`)
};

const fr_privacy_collection_enquiries_text = /** @type {(inputs: Privacy_Collection_Enquiries_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`les renseignements que vous fournissez dans notre formulaire de contact, comme votre nom, votre courriel, votre téléphone, votre entreprise, l’objet et le message, ainsi que l’adresse courriel avec laquelle vous vous abonnez.`)
};

/**
* | output |
* | --- |
* | "the information you provide in our contact form, such as your name, email, phone, company, subject and message, and the email address you subscribe with." |
*
* @param {Privacy_Collection_Enquiries_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_collection_enquiries_text = /** @type {((inputs?: Privacy_Collection_Enquiries_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Collection_Enquiries_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_collection_enquiries_text(inputs)
	return en_privacy_collection_enquiries_text(inputs)
});