/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Cta_Staff_DescriptionInputs */

const en_home_cta_staff_description = /** @type {(inputs: Home_Cta_Staff_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about your shifts and skill requirements and we will have qualified people ready within 24 to 48 hours.`)
};

const fr_home_cta_staff_description = /** @type {(inputs: Home_Cta_Staff_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez-nous de vos quarts et des compétences recherchées : nous aurons des personnes qualifiées prêtes en 24 à 48 heures.`)
};

/**
* | output |
* | --- |
* | "Tell us about your shifts and skill requirements and we will have qualified people ready within 24 to 48 hours." |
*
* @param {Home_Cta_Staff_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_cta_staff_description = /** @type {((inputs?: Home_Cta_Staff_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Cta_Staff_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_cta_staff_description(inputs)
	return en_home_cta_staff_description(inputs)
});