/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Benefit_Quality_DescriptionInputs */

const en_services_benefit_quality_description = /** @type {(inputs: Services_Benefit_Quality_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pre-screened workers, verified carriers and secure facilities, backed by a 95% client satisfaction rate.`)
};

const fr_services_benefit_quality_description = /** @type {(inputs: Services_Benefit_Quality_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des travailleurs présélectionnés, des transporteurs vérifiés et des installations sécurisées, avec un taux de satisfaction de la clientèle de 95 %.`)
};

/**
* | output |
* | --- |
* | "Pre-screened workers, verified carriers and secure facilities, backed by a 95% client satisfaction rate." |
*
* @param {Services_Benefit_Quality_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_benefit_quality_description = /** @type {((inputs?: Services_Benefit_Quality_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Benefit_Quality_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_benefit_quality_description(inputs)
	return en_services_benefit_quality_description(inputs)
});