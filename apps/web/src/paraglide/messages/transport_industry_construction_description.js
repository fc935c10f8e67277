/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Industry_Construction_DescriptionInputs */

const en_transport_industry_construction_description = /** @type {(inputs: Transport_Industry_Construction_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flatbed and step-deck hauling for building materials and equipment.`)
};

const fr_transport_industry_construction_description = /** @type {(inputs: Transport_Industry_Construction_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transport sur plateau et plateau surbaissé pour les matériaux de construction et l’équipement.`)
};

/**
* | output |
* | --- |
* | "Flatbed and step-deck hauling for building materials and equipment." |
*
* @param {Transport_Industry_Construction_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_industry_construction_description = /** @type {((inputs?: Transport_Industry_Construction_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Industry_Construction_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_industry_construction_description(inputs)
	return en_transport_industry_construction_description(inputs)
});