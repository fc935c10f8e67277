/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Industry_Manufacturing_DescriptionInputs */

const en_services_industry_manufacturing_description = /** @type {(inputs: Services_Industry_Manufacturing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Production, assembly and quality teams that keep lines running through every shift and season.`)
};

const fr_services_industry_manufacturing_description = /** @type {(inputs: Services_Industry_Manufacturing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des équipes de production, d’assemblage et de contrôle de la qualité qui font rouler les chaînes à chaque quart et en toute saison.`)
};

/**
* | output |
* | --- |
* | "Production, assembly and quality teams that keep lines running through every shift and season." |
*
* @param {Services_Industry_Manufacturing_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_industry_manufacturing_description = /** @type {((inputs?: Services_Industry_Manufacturing_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Industry_Manufacturing_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_industry_manufacturing_description(inputs)
	return en_services_industry_manufacturing_description(inputs)
});