/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Industry_Manufacturing_DescriptionInputs */

const en_transport_industry_manufacturing_description = /** @type {(inputs: Transport_Industry_Manufacturing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inbound raw materials and outbound finished goods on production schedules.`)
};

const fr_transport_industry_manufacturing_description = /** @type {(inputs: Transport_Industry_Manufacturing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matières premières à l’arrivée et produits finis au départ, au rythme de la production.`)
};

/**
* | output |
* | --- |
* | "Inbound raw materials and outbound finished goods on production schedules." |
*
* @param {Transport_Industry_Manufacturing_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_industry_manufacturing_description = /** @type {((inputs?: Transport_Industry_Manufacturing_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Industry_Manufacturing_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_industry_manufacturing_description(inputs)
	return en_transport_industry_manufacturing_description(inputs)
});