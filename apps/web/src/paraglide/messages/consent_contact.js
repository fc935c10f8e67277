/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consent_ContactInputs */

const en_consent_contact = /** @type {(inputs: Consent_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By submitting, you agree that we use these details to answer your message, as described in our`)
};

const fr_consent_contact = /** @type {(inputs: Consent_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En envoyant ce formulaire, vous acceptez que nous utilisions ces renseignements pour répondre à votre message, comme le décrit notre`)
};

/**
* | output |
* | --- |
* | "By submitting, you agree that we use these details to answer your message, as described in our" |
*
* @param {Consent_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const consent_contact = /** @type {((inputs?: Consent_ContactInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consent_ContactInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_consent_contact(inputs)
	return en_consent_contact(inputs)
});