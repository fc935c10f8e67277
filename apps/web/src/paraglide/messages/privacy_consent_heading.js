/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Consent_HeadingInputs */

const en_privacy_consent_heading = /** @type {(inputs: Privacy_Consent_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5. Consent`)
};

const fr_privacy_consent_heading = /** @type {(inputs: Privacy_Consent_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5. Consentement`)
};

/**
* | output |
* | --- |
* | "5. Consent" |
*
* @param {Privacy_Consent_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_consent_heading = /** @type {((inputs?: Privacy_Consent_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Consent_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_consent_heading(inputs)
	return en_privacy_consent_heading(inputs)
});