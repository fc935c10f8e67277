/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Industry_Food_DescriptionInputs */

const en_transport_industry_food_description = /** @type {(inputs: Transport_Industry_Food_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temperature-controlled transport with continuous reefer monitoring.`)
};

const fr_transport_industry_food_description = /** @type {(inputs: Transport_Industry_Food_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transport à température contrôlée avec surveillance continue des remorques réfrigérées.`)
};

/**
* | output |
* | --- |
* | "Temperature-controlled transport with continuous reefer monitoring." |
*
* @param {Transport_Industry_Food_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_industry_food_description = /** @type {((inputs?: Transport_Industry_Food_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Industry_Food_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_industry_food_description(inputs)
	return en_transport_industry_food_description(inputs)
});