/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ purpose: NonNullable<unknown> }} Consent_SentenceInputs */

const en_consent_sentence = /** @type {(inputs: Consent_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`By submitting, you agree that we use these details to ${i?.purpose}, as described in our`)
};

const fr_consent_sentence = /** @type {(inputs: Consent_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En envoyant ce formulaire, vous acceptez que nous utilisions ces renseignements pour ${i?.purpose}, comme le décrit notre`)
};

/**
* | output |
* | --- |
* | "By submitting, you agree that we use these details to {purpose}, as described in our" |
*
* @param {Consent_SentenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const consent_sentence = /** @type {((inputs: Consent_SentenceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consent_SentenceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_consent_sentence(inputs)
	return en_consent_sentence(inputs)
});