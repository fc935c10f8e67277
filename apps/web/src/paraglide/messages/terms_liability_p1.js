/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ legalName: NonNullable<unknown> }} Terms_Liability_P1Inputs */

const en_terms_liability_p1 = /** @type {(inputs: Terms_Liability_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To the fullest extent permitted by law, ${i?.legalName} and its directors, officers, employees and agents are not liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or business opportunity, arising out of or related to your use of, or inability to use, the Website, even if we have been advised of the possibility of such damages. Nothing in these Terms limits any liability that cannot be limited under applicable law.`)
};

const fr_terms_liability_p1 = /** @type {(inputs: Terms_Liability_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dans toute la mesure permise par la loi, ${i?.legalName} et ses administrateurs, dirigeants, employés et mandataires ne sont pas responsables des dommages indirects, accessoires, spéciaux, consécutifs ou punitifs, ni de toute perte de profits, de revenus, de données ou d’occasions d’affaires, découlant de votre utilisation du site Web ou de votre incapacité à l’utiliser, ou liés à celles-ci, même si nous avons été avisés de la possibilité de tels dommages. Rien dans ces conditions ne limite une responsabilité qui ne peut être limitée en vertu de la loi applicable.`)
};

/**
* | output |
* | --- |
* | "To the fullest extent permitted by law, {legalName} and its directors, officers, employees and agents are not liable for any indirect, incidental, special, c..." |
*
* @param {Terms_Liability_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_liability_p1 = /** @type {((inputs: Terms_Liability_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Liability_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_liability_p1(inputs)
	return en_terms_liability_p1(inputs)
});