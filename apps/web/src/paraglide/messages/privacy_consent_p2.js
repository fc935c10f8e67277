/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Consent_P2Inputs */

const en_privacy_consent_p2 = /** @type {(inputs: Privacy_Consent_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may withdraw your consent at any time, subject to legal or contractual restrictions and reasonable notice, by contacting our Privacy Officer. If you withdraw consent, we will explain the likely consequences, for example that we may no longer be able to consider you for positions or provide a service.`)
};

const fr_privacy_consent_p2 = /** @type {(inputs: Privacy_Consent_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez retirer votre consentement en tout temps, sous réserve de restrictions légales ou contractuelles et d’un préavis raisonnable, en communiquant avec notre responsable de la protection de la vie privée. Si vous retirez votre consentement, nous vous expliquerons les conséquences probables, par exemple que nous ne pourrons peut-être plus vous proposer de postes ou vous offrir un service.`)
};

/**
* | output |
* | --- |
* | "You may withdraw your consent at any time, subject to legal or contractual restrictions and reasonable notice, by contacting our Privacy Officer. If you with..." |
*
* @param {Privacy_Consent_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_consent_p2 = /** @type {((inputs?: Privacy_Consent_P2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Consent_P2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_consent_p2(inputs)
	return en_privacy_consent_p2(inputs)
});