/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consent_ContactInputs */

const en_consent_contact = /** @type {(inputs: Consent_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`answer your message`)
};

const fr_consent_contact = /** @type {(inputs: Consent_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`répondre à votre message`)
};

/**
* | output |
* | --- |
* | "answer your message" |
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