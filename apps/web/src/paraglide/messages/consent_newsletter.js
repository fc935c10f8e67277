/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consent_NewsletterInputs */

const en_consent_newsletter = /** @type {(inputs: Consent_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`send you our newsletter until you unsubscribe`)
};

const fr_consent_newsletter = /** @type {(inputs: Consent_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vous envoyer notre infolettre jusqu'à votre désabonnement`)
};

/**
* | output |
* | --- |
* | "send you our newsletter until you unsubscribe" |
*
* @param {Consent_NewsletterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const consent_newsletter = /** @type {((inputs?: Consent_NewsletterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consent_NewsletterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_consent_newsletter(inputs)
	return en_consent_newsletter(inputs)
});