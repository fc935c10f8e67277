/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ legalName: NonNullable<unknown>, shortName: NonNullable<unknown> }} Terms_Acceptance_P1Inputs */

const en_terms_acceptance_p1 = /** @type {(inputs: Terms_Acceptance_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`These Terms and Conditions ("Terms") govern your access to and use of the website operated by ${i?.legalName} ("${i?.shortName}", "we", "us" or "our"), including every page, form and service offered through it (together, the "Website"). By accessing or using the Website, you agree to be bound by these Terms. If you do not agree, please do not use the Website.`)
};

const fr_terms_acceptance_p1 = /** @type {(inputs: Terms_Acceptance_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les présentes conditions d’utilisation (les « conditions ») régissent votre accès au site Web exploité par ${i?.legalName} (« ${i?.shortName} », « nous » ou « notre ») et votre utilisation de celui-ci, y compris chaque page, formulaire et service qui y est offert (collectivement, le « site Web »). En accédant au site Web ou en l’utilisant, vous acceptez d’être lié par ces conditions. Si vous ne les acceptez pas, veuillez ne pas utiliser le site Web.`)
};

/**
* | output |
* | --- |
* | "These Terms and Conditions (\"Terms\") govern your access to and use of the website operated by {legalName} (\"{shortName}\", \"we\", \"us\" or \"our\"), including eve..." |
*
* @param {Terms_Acceptance_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_acceptance_p1 = /** @type {((inputs: Terms_Acceptance_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Acceptance_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_acceptance_p1(inputs)
	return en_terms_acceptance_p1(inputs)
});