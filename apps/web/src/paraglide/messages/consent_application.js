/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consent_ApplicationInputs */

const en_consent_application = /** @type {(inputs: Consent_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`consider you for this job and contact you about your application`)
};

const fr_consent_application = /** @type {(inputs: Consent_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`étudier votre candidature à cet emploi et communiquer avec vous à son sujet`)
};

/**
* | output |
* | --- |
* | "consider you for this job and contact you about your application" |
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