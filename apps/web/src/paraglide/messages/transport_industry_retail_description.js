/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Industry_Retail_DescriptionInputs */

const en_transport_industry_retail_description = /** @type {(inputs: Transport_Industry_Retail_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Store replenishment, DC transfers and peak-season surge capacity.`)
};

const fr_transport_industry_retail_description = /** @type {(inputs: Transport_Industry_Retail_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réapprovisionnement des magasins, transferts entre centres de distribution et capacité supplémentaire en haute saison.`)
};

/**
* | output |
* | --- |
* | "Store replenishment, DC transfers and peak-season surge capacity." |
*
* @param {Transport_Industry_Retail_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_industry_retail_description = /** @type {((inputs?: Transport_Industry_Retail_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Industry_Retail_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_industry_retail_description(inputs)
	return en_transport_industry_retail_description(inputs)
});