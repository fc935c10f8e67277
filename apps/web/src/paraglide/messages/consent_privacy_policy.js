/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consent_Privacy_PolicyInputs */

const en_consent_privacy_policy = /** @type {(inputs: Consent_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`privacy policy`)
};

const fr_consent_privacy_policy = /** @type {(inputs: Consent_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`politique de confidentialité`)
};

/**
* | output |
* | --- |
* | "privacy policy" |
*
* @param {Consent_Privacy_PolicyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const consent_privacy_policy = /** @type {((inputs?: Consent_Privacy_PolicyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consent_Privacy_PolicyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_consent_privacy_policy(inputs)
	return en_consent_privacy_policy(inputs)
});