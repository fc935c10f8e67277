/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Benefit_Screened_DescriptionInputs */

const en_home_benefit_screened_description = /** @type {(inputs: Home_Benefit_Screened_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every candidate is interviewed, reference-checked and matched to your site before the first shift.`)
};

const fr_home_benefit_screened_description = /** @type {(inputs: Home_Benefit_Screened_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque candidat passe une entrevue, ses références sont vérifiées et il est jumelé à votre site avant le premier quart.`)
};

/**
* | output |
* | --- |
* | "Every candidate is interviewed, reference-checked and matched to your site before the first shift." |
*
* @param {Home_Benefit_Screened_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_benefit_screened_description = /** @type {((inputs?: Home_Benefit_Screened_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Benefit_Screened_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_benefit_screened_description(inputs)
	return en_home_benefit_screened_description(inputs)
});