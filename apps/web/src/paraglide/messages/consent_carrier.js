/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consent_CarrierInputs */

const en_consent_carrier = /** @type {(inputs: Consent_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`consider your company for our carrier network and contact you about it`)
};

const fr_consent_carrier = /** @type {(inputs: Consent_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`étudier la candidature de votre entreprise à notre réseau de transporteurs et communiquer avec vous à ce sujet`)
};

/**
* | output |
* | --- |
* | "consider your company for our carrier network and contact you about it" |
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