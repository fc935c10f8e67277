/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consent_NewsletterInputs */

const en_consent_newsletter = /** @type {(inputs: Consent_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By submitting, you agree that we use these details to send you our newsletter until you unsubscribe, as described in our`)
};

const fr_consent_newsletter = /** @type {(inputs: Consent_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En envoyant ce formulaire, vous acceptez que nous utilisions ces renseignements pour vous envoyer notre infolettre jusqu’à votre désabonnement, comme le décrit notre`)
};

/**
* | output |
* | --- |
* | "By submitting, you agree that we use these details to send you our newsletter until you unsubscribe, as described in our" |
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