/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Use_FraudulentInputs */

const en_terms_use_fraudulent = /** @type {(inputs: Terms_Use_FraudulentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`post job opportunities that are fraudulent, that require payment from applicants, or that do not correspond to a real position;`)
};

const fr_terms_use_fraudulent = /** @type {(inputs: Terms_Use_FraudulentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`publier des offres d’emploi frauduleuses, qui exigent un paiement des candidats ou qui ne correspondent pas à un poste réel;`)
};

/**
* | output |
* | --- |
* | "post job opportunities that are fraudulent, that require payment from applicants, or that do not correspond to a real position;" |
*
* @param {Terms_Use_FraudulentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_use_fraudulent = /** @type {((inputs?: Terms_Use_FraudulentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Use_FraudulentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_use_fraudulent(inputs)
	return en_terms_use_fraudulent(inputs)
});