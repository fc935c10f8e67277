/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Disclosure_EmployersInputs */

const en_privacy_disclosure_employers = /** @type {(inputs: Privacy_Disclosure_EmployersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to employers and clients considering you for a position, with your consent;`)
};

const fr_privacy_disclosure_employers = /** @type {(inputs: Privacy_Disclosure_EmployersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aux employeurs et aux clients qui envisagent votre candidature pour un poste, avec votre consentement;`)
};

/**
* | output |
* | --- |
* | "to employers and clients considering you for a position, with your consent;" |
*
* @param {Privacy_Disclosure_EmployersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_disclosure_employers = /** @type {((inputs?: Privacy_Disclosure_EmployersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Disclosure_EmployersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_disclosure_employers(inputs)
	return en_privacy_disclosure_employers(inputs)
});