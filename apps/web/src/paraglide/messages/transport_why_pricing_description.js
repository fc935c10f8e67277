/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Why_Pricing_DescriptionInputs */

const en_transport_why_pricing_description = /** @type {(inputs: Transport_Why_Pricing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All-in quotes with no surprise accessorials. You approve the rate before we dispatch.`)
};

const fr_transport_why_pricing_description = /** @type {(inputs: Transport_Why_Pricing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des soumissions tout compris, sans frais accessoires imprévus. Vous approuvez le tarif avant l’expédition.`)
};

/**
* | output |
* | --- |
* | "All-in quotes with no surprise accessorials. You approve the rate before we dispatch." |
*
* @param {Transport_Why_Pricing_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_why_pricing_description = /** @type {((inputs?: Transport_Why_Pricing_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Why_Pricing_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_why_pricing_description(inputs)
	return en_transport_why_pricing_description(inputs)
});