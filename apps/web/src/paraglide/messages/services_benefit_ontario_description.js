/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Benefit_Ontario_DescriptionInputs */

const en_services_benefit_ontario_description = /** @type {(inputs: Services_Benefit_Ontario_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Founded in 2016 and built on local knowledge, with more than 5,000 placements across the province.`)
};

const fr_services_benefit_ontario_description = /** @type {(inputs: Services_Benefit_Ontario_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fondée en 2016 sur une connaissance du milieu local, avec plus de 5 000 placements partout dans la province.`)
};

/**
* | output |
* | --- |
* | "Founded in 2016 and built on local knowledge, with more than 5,000 placements across the province." |
*
* @param {Services_Benefit_Ontario_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_benefit_ontario_description = /** @type {((inputs?: Services_Benefit_Ontario_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Benefit_Ontario_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_benefit_ontario_description(inputs)
	return en_services_benefit_ontario_description(inputs)
});