/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Industry_Healthcare_DescriptionInputs */

const en_transport_industry_healthcare_description = /** @type {(inputs: Transport_Industry_Healthcare_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secure, compliant handling for medical supplies and pharmaceuticals.`)
};

const fr_transport_industry_healthcare_description = /** @type {(inputs: Transport_Industry_Healthcare_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manutention sécuritaire et conforme des fournitures médicales et des produits pharmaceutiques.`)
};

/**
* | output |
* | --- |
* | "Secure, compliant handling for medical supplies and pharmaceuticals." |
*
* @param {Transport_Industry_Healthcare_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_industry_healthcare_description = /** @type {((inputs?: Transport_Industry_Healthcare_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Industry_Healthcare_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_industry_healthcare_description(inputs)
	return en_transport_industry_healthcare_description(inputs)
});