/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consent_Transportation_QuoteInputs */

const en_consent_transportation_quote = /** @type {(inputs: Consent_Transportation_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prepare your transportation quote and contact you about it`)
};

const fr_consent_transportation_quote = /** @type {(inputs: Consent_Transportation_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`préparer votre soumission de transport et communiquer avec vous à son sujet`)
};

/**
* | output |
* | --- |
* | "prepare your transportation quote and contact you about it" |
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