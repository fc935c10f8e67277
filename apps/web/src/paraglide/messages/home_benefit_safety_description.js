/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Benefit_Safety_DescriptionInputs */

const en_home_benefit_safety_description = /** @type {(inputs: Home_Benefit_Safety_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workers arrive with WHMIS and job-specific safety training, and we stay current with Ontario employment standards.`)
};

const fr_home_benefit_safety_description = /** @type {(inputs: Home_Benefit_Safety_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les travailleurs arrivent formés au SIMDUT et à la sécurité propre au poste, et nous suivons de près les normes d’emploi de l’Ontario.`)
};

/**
* | output |
* | --- |
* | "Workers arrive with WHMIS and job-specific safety training, and we stay current with Ontario employment standards." |
*
* @param {Home_Benefit_Safety_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_benefit_safety_description = /** @type {((inputs?: Home_Benefit_Safety_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Benefit_Safety_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_benefit_safety_description(inputs)
	return en_home_benefit_safety_description(inputs)
});