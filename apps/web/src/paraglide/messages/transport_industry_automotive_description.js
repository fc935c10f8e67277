/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Industry_Automotive_DescriptionInputs */

const en_transport_industry_automotive_description = /** @type {(inputs: Transport_Industry_Automotive_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Just-in-time parts delivery for plants and dealer networks.`)
};

const fr_transport_industry_automotive_description = /** @type {(inputs: Transport_Industry_Automotive_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison de pièces juste-à-temps pour les usines et les réseaux de concessionnaires.`)
};

/**
* | output |
* | --- |
* | "Just-in-time parts delivery for plants and dealer networks." |
*
* @param {Transport_Industry_Automotive_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_industry_automotive_description = /** @type {((inputs?: Transport_Industry_Automotive_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Industry_Automotive_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_industry_automotive_description(inputs)
	return en_transport_industry_automotive_description(inputs)
});