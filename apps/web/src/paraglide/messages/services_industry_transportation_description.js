/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Industry_Transportation_DescriptionInputs */

const en_services_industry_transportation_description = /** @type {(inputs: Services_Industry_Transportation_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Licensed drivers and logistics professionals who move freight safely and on schedule.`)
};

const fr_services_industry_transportation_description = /** @type {(inputs: Services_Industry_Transportation_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des chauffeurs titulaires d’un permis et des professionnels de la logistique qui transportent les marchandises en toute sécurité et dans les délais.`)
};

/**
* | output |
* | --- |
* | "Licensed drivers and logistics professionals who move freight safely and on schedule." |
*
* @param {Services_Industry_Transportation_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_industry_transportation_description = /** @type {((inputs?: Services_Industry_Transportation_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Industry_Transportation_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_industry_transportation_description(inputs)
	return en_services_industry_transportation_description(inputs)
});