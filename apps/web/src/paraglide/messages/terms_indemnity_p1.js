/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ legalName: NonNullable<unknown> }} Terms_Indemnity_P1Inputs */

const en_terms_indemnity_p1 = /** @type {(inputs: Terms_Indemnity_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You agree to indemnify and hold harmless ${i?.legalName} and its directors, officers, employees and agents from any claims, losses, liabilities, damages and expenses, including reasonable legal fees, arising from your breach of these Terms, your misuse of the Website or information you submit through it.`)
};

const fr_terms_indemnity_p1 = /** @type {(inputs: Terms_Indemnity_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous acceptez d’indemniser et de dégager de toute responsabilité ${i?.legalName} et ses administrateurs, dirigeants, employés et mandataires à l’égard de toute réclamation, perte, responsabilité, tout dommage et toute dépense, y compris des honoraires juridiques raisonnables, découlant de votre violation de ces conditions, de votre utilisation abusive du site Web ou des renseignements que vous y soumettez.`)
};

/**
* | output |
* | --- |
* | "You agree to indemnify and hold harmless {legalName} and its directors, officers, employees and agents from any claims, losses, liabilities, damages and expe..." |
*
* @param {Terms_Indemnity_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_indemnity_p1 = /** @type {((inputs: Terms_Indemnity_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Indemnity_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_indemnity_p1(inputs)
	return en_terms_indemnity_p1(inputs)
});