/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Contact_Before_PhoneInputs */

const en_privacy_contact_before_phone = /** @type {(inputs: Privacy_Contact_Before_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(subject line "Privacy Request") or call`)
};

const fr_privacy_contact_before_phone = /** @type {(inputs: Privacy_Contact_Before_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(objet : « Demande relative à la confidentialité ») ou téléphone :`)
};

/**
* | output |
* | --- |
* | "(subject line \"Privacy Request\") or call" |
*
* @param {Privacy_Contact_Before_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_contact_before_phone = /** @type {((inputs?: Privacy_Contact_Before_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Contact_Before_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_contact_before_phone(inputs)
	return en_privacy_contact_before_phone(inputs)
});