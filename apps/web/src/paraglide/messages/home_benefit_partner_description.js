/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Benefit_Partner_DescriptionInputs */

const en_home_benefit_partner_description = /** @type {(inputs: Home_Benefit_Partner_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A dedicated account manager coordinates staffing, warehousing and freight so nothing falls between the cracks.`)
};

const fr_home_benefit_partner_description = /** @type {(inputs: Home_Benefit_Partner_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un gestionnaire de compte attitré coordonne la dotation, l’entreposage et le transport pour que rien ne soit oublié.`)
};

/**
* | output |
* | --- |
* | "A dedicated account manager coordinates staffing, warehousing and freight so nothing falls between the cracks." |
*
* @param {Home_Benefit_Partner_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_benefit_partner_description = /** @type {((inputs?: Home_Benefit_Partner_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Benefit_Partner_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_benefit_partner_description(inputs)
	return en_home_benefit_partner_description(inputs)
});