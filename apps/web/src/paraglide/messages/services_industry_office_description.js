/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Industry_Office_DescriptionInputs */

const en_services_industry_office_description = /** @type {(inputs: Services_Industry_Office_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Professional support staff for front desks, contact centres and back-office operations.`)
};

const fr_services_industry_office_description = /** @type {(inputs: Services_Industry_Office_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du personnel de soutien professionnel pour l’accueil, les centres de contact et les opérations administratives.`)
};

/**
* | output |
* | --- |
* | "Professional support staff for front desks, contact centres and back-office operations." |
*
* @param {Services_Industry_Office_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_industry_office_description = /** @type {((inputs?: Services_Industry_Office_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Industry_Office_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_industry_office_description(inputs)
	return en_services_industry_office_description(inputs)
});