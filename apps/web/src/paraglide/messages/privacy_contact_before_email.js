/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ legalName: NonNullable<unknown>, address: NonNullable<unknown> }} Privacy_Contact_Before_EmailInputs */

const en_privacy_contact_before_email = /** @type {(inputs: Privacy_Contact_Before_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Privacy Officer, ${i?.legalName}, ${i?.address}, Canada. Email`)
};

const fr_privacy_contact_before_email = /** @type {(inputs: Privacy_Contact_Before_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Responsable de la protection de la vie privée, ${i?.legalName}, ${i?.address}, Canada. Courriel :`)
};

/**
* | output |
* | --- |
* | "Privacy Officer, {legalName}, {address}, Canada. Email" |
*
* @param {Privacy_Contact_Before_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_contact_before_email = /** @type {((inputs: Privacy_Contact_Before_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Contact_Before_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_contact_before_email(inputs)
	return en_privacy_contact_before_email(inputs)
});