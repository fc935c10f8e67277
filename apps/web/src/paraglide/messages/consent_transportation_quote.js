/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consent_Transportation_QuoteInputs */

const en_consent_transportation_quote = /** @type {(inputs: Consent_Transportation_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By submitting, you agree that we use these details to prepare your transportation quote and contact you about it, as described in our`)
};

const fr_consent_transportation_quote = /** @type {(inputs: Consent_Transportation_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En envoyant ce formulaire, vous acceptez que nous utilisions ces renseignements pour préparer votre soumission de transport et communiquer avec vous à son sujet, comme le décrit notre`)
};

/**
* | output |
* | --- |
* | "By submitting, you agree that we use these details to prepare your transportation quote and contact you about it, as described in our" |
*
* @param {Consent_Transportation_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const consent_transportation_quote = /** @type {((inputs?: Consent_Transportation_QuoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consent_Transportation_QuoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_consent_transportation_quote(inputs)
	return en_consent_transportation_quote(inputs)
});