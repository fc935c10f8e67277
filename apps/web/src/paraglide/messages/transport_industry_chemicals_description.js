/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Industry_Chemicals_DescriptionInputs */

const en_transport_industry_chemicals_description = /** @type {(inputs: Transport_Industry_Chemicals_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TDG-certified carriers for regulated and hazardous materials.`)
};

const fr_transport_industry_chemicals_description = /** @type {(inputs: Transport_Industry_Chemicals_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des transporteurs certifiés TMD pour les matières réglementées et dangereuses.`)
};

/**
* | output |
* | --- |
* | "TDG-certified carriers for regulated and hazardous materials." |
*
* @param {Transport_Industry_Chemicals_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_industry_chemicals_description = /** @type {((inputs?: Transport_Industry_Chemicals_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Industry_Chemicals_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_industry_chemicals_description(inputs)
	return en_transport_industry_chemicals_description(inputs)
});