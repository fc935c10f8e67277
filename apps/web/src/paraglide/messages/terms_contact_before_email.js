/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Contact_Before_EmailInputs */

const en_terms_contact_before_email = /** @type {(inputs: Terms_Contact_Before_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you have questions about these Terms, please contact us at`)
};

const fr_terms_contact_before_email = /** @type {(inputs: Terms_Contact_Before_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous avez des questions sur ces conditions, écrivez-nous à`)
};

/**
* | output |
* | --- |
* | "If you have questions about these Terms, please contact us at" |
*
* @param {Terms_Contact_Before_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_contact_before_email = /** @type {((inputs?: Terms_Contact_Before_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Contact_Before_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_contact_before_email(inputs)
	return en_terms_contact_before_email(inputs)
});