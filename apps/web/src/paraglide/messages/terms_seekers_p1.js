/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Seekers_P1Inputs */

const en_terms_seekers_p1 = /** @type {(inputs: Terms_Seekers_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When you apply for a position through the Website, you confirm that the information in your application, cover letter and resumé is accurate and complete to the best of your knowledge. You authorize us to review your application, contact you about it and share it with the employer offering the position or with other employers for suitable roles, as described in our Privacy Policy.`)
};

const fr_terms_seekers_p1 = /** @type {(inputs: Terms_Seekers_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lorsque vous postulez à un poste sur le site Web, vous confirmez que les renseignements de votre candidature, de votre lettre de présentation et de votre CV sont exacts et complets à votre connaissance. Vous nous autorisez à examiner votre candidature, à communiquer avec vous à ce sujet et à la transmettre à l’employeur qui offre le poste ou à d’autres employeurs pour des postes qui vous conviennent, comme le décrit notre politique de confidentialité.`)
};

/**
* | output |
* | --- |
* | "When you apply for a position through the Website, you confirm that the information in your application, cover letter and resumé is accurate and complete to ..." |
*
* @param {Terms_Seekers_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_seekers_p1 = /** @type {((inputs?: Terms_Seekers_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Seekers_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_seekers_p1(inputs)
	return en_terms_seekers_p1(inputs)
});