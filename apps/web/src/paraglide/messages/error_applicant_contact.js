/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Applicant_ContactInputs */

const en_error_applicant_contact = /** @type {(inputs: Error_Applicant_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please give an email address, a phone number or a resume so we can reach you`)
};

const fr_error_applicant_contact = /** @type {(inputs: Error_Applicant_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez fournir une adresse courriel, un numéro de téléphone ou un CV pour que nous puissions vous joindre`)
};

/**
* | output |
* | --- |
* | "Please give an email address, a phone number or a resume so we can reach you" |
*
* @param {Error_Applicant_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_applicant_contact = /** @type {((inputs?: Error_Applicant_ContactInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Applicant_ContactInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_applicant_contact(inputs)
	return en_error_applicant_contact(inputs)
});