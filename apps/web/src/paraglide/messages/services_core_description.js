/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Core_DescriptionInputs */

const en_services_core_description = /** @type {(inputs: Services_Core_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Four ways we help businesses grow, each delivered by a dedicated team of specialists.`)
};

const fr_services_core_description = /** @type {(inputs: Services_Core_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quatre façons d’aider les entreprises à croître, chacune offerte par une équipe de spécialistes dévouée.`)
};

/**
* | output |
* | --- |
* | "Four ways we help businesses grow, each delivered by a dedicated team of specialists." |
*
* @param {Services_Core_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_core_description = /** @type {((inputs?: Services_Core_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Core_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_core_description(inputs)
	return en_services_core_description(inputs)
});