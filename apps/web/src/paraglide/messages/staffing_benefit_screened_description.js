/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Benefit_Screened_DescriptionInputs */

const en_staffing_benefit_screened_description = /** @type {(inputs: Staffing_Benefit_Screened_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every candidate is interviewed, reference-checked and briefed on workplace safety before day one.`)
};

const fr_staffing_benefit_screened_description = /** @type {(inputs: Staffing_Benefit_Screened_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque candidat passe une entrevue, ses références sont vérifiées et il est informé de la sécurité au travail avant le premier jour.`)
};

/**
* | output |
* | --- |
* | "Every candidate is interviewed, reference-checked and briefed on workplace safety before day one." |
*
* @param {Staffing_Benefit_Screened_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_benefit_screened_description = /** @type {((inputs?: Staffing_Benefit_Screened_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Benefit_Screened_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_benefit_screened_description(inputs)
	return en_staffing_benefit_screened_description(inputs)
});