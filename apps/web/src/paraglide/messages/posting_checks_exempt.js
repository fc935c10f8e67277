/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Posting_Checks_ExemptInputs */

const en_posting_checks_exempt = /** @type {(inputs: Posting_Checks_ExemptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Employers with fewer than 25 employees are exempt from the Ontario job posting requirements.`)
};

const fr_posting_checks_exempt = /** @type {(inputs: Posting_Checks_ExemptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les employeurs de moins de 25 employés sont exemptés des exigences de l’Ontario relatives aux offres d’emploi.`)
};

/**
* | output |
* | --- |
* | "Employers with fewer than 25 employees are exempt from the Ontario job posting requirements." |
*
* @param {Posting_Checks_ExemptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const posting_checks_exempt = /** @type {((inputs?: Posting_Checks_ExemptInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Posting_Checks_ExemptInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_posting_checks_exempt(inputs)
	return en_posting_checks_exempt(inputs)
});