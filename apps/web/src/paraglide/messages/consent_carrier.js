/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consent_CarrierInputs */

const en_consent_carrier = /** @type {(inputs: Consent_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By submitting, you agree that we use these details to consider your company for our carrier network and contact you about it, as described in our`)
};

const fr_consent_carrier = /** @type {(inputs: Consent_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En envoyant ce formulaire, vous acceptez que nous utilisions ces renseignements pour évaluer votre entreprise en vue de notre réseau de transporteurs et communiquer avec vous à ce sujet, comme le décrit notre`)
};

/**
* | output |
* | --- |
* | "By submitting, you agree that we use these details to consider your company for our carrier network and contact you about it, as described in our" |
*
* @param {Consent_CarrierInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const consent_carrier = /** @type {((inputs?: Consent_CarrierInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consent_CarrierInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_consent_carrier(inputs)
	return en_consent_carrier(inputs)
});