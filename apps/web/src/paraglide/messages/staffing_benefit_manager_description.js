/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Benefit_Manager_DescriptionInputs */

const en_staffing_benefit_manager_description = /** @type {(inputs: Staffing_Benefit_Manager_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One point of contact who learns your sites, your shifts and your standards.`)
};

const fr_staffing_benefit_manager_description = /** @type {(inputs: Staffing_Benefit_Manager_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une personne-ressource unique qui apprend à connaître vos sites, vos quarts et vos normes.`)
};

/**
* | output |
* | --- |
* | "One point of contact who learns your sites, your shifts and your standards." |
*
* @param {Staffing_Benefit_Manager_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_benefit_manager_description = /** @type {((inputs?: Staffing_Benefit_Manager_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Benefit_Manager_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_benefit_manager_description(inputs)
	return en_staffing_benefit_manager_description(inputs)
});