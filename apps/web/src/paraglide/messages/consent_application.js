/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consent_ApplicationInputs */

const en_consent_application = /** @type {(inputs: Consent_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By submitting, you agree that we use these details to consider you for this job and contact you about your application, as described in our`)
};

const fr_consent_application = /** @type {(inputs: Consent_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En envoyant ce formulaire, vous acceptez que nous utilisions ces renseignements pour examiner votre candidature à cet emploi et communiquer avec vous à son sujet, comme le décrit notre`)
};

/**
* | output |
* | --- |
* | "By submitting, you agree that we use these details to consider you for this job and contact you about your application, as described in our" |
*
* @param {Consent_ApplicationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const consent_application = /** @type {((inputs?: Consent_ApplicationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consent_ApplicationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_consent_application(inputs)
	return en_consent_application(inputs)
});