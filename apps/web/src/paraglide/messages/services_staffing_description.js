/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Staffing_DescriptionInputs */

const en_services_staffing_description = /** @type {(inputs: Services_Staffing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temporary, permanent and contract-to-hire staffing with pre-screened candidates available in 24-48 hours.`)
};

const fr_services_staffing_description = /** @type {(inputs: Services_Staffing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dotation temporaire, permanente et contractuelle menant à l’embauche, avec des candidats présélectionnés disponibles en 24 à 48 heures.`)
};

/**
* | output |
* | --- |
* | "Temporary, permanent and contract-to-hire staffing with pre-screened candidates available in 24-48 hours." |
*
* @param {Services_Staffing_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_staffing_description = /** @type {((inputs?: Services_Staffing_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Staffing_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_staffing_description(inputs)
	return en_services_staffing_description(inputs)
});