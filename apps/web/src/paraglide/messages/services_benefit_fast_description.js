/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Benefit_Fast_DescriptionInputs */

const en_services_benefit_fast_description = /** @type {(inputs: Services_Benefit_Fast_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidates in 24-48 hours, quotes within 24 hours and a team that picks up the phone.`)
};

const fr_services_benefit_fast_description = /** @type {(inputs: Services_Benefit_Fast_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des candidats en 24 à 48 heures, des soumissions en 24 heures et une équipe qui répond au téléphone.`)
};

/**
* | output |
* | --- |
* | "Candidates in 24-48 hours, quotes within 24 hours and a team that picks up the phone." |
*
* @param {Services_Benefit_Fast_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_benefit_fast_description = /** @type {((inputs?: Services_Benefit_Fast_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Benefit_Fast_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_benefit_fast_description(inputs)
	return en_services_benefit_fast_description(inputs)
});