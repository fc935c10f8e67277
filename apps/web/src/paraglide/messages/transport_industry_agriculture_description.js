/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Industry_Agriculture_DescriptionInputs */

const en_transport_industry_agriculture_description = /** @type {(inputs: Transport_Industry_Agriculture_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seasonal harvest moves, feed, seed and farm equipment.`)
};

const fr_transport_industry_agriculture_description = /** @type {(inputs: Transport_Industry_Agriculture_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transport saisonnier des récoltes, des aliments pour animaux, des semences et de l’équipement agricole.`)
};

/**
* | output |
* | --- |
* | "Seasonal harvest moves, feed, seed and farm equipment." |
*
* @param {Transport_Industry_Agriculture_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_industry_agriculture_description = /** @type {((inputs?: Transport_Industry_Agriculture_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Industry_Agriculture_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_industry_agriculture_description(inputs)
	return en_transport_industry_agriculture_description(inputs)
});