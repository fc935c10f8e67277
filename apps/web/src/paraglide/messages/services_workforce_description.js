/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Workforce_DescriptionInputs */

const en_services_workforce_description = /** @type {(inputs: Services_Workforce_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On-site coordination, onboarding, scheduling and compliance support that keeps large teams productive.`)
};

const fr_services_workforce_description = /** @type {(inputs: Services_Workforce_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coordination sur place, intégration, horaires et soutien à la conformité pour garder les grandes équipes productives.`)
};

/**
* | output |
* | --- |
* | "On-site coordination, onboarding, scheduling and compliance support that keeps large teams productive." |
*
* @param {Services_Workforce_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_workforce_description = /** @type {((inputs?: Services_Workforce_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Workforce_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_workforce_description(inputs)
	return en_services_workforce_description(inputs)
});