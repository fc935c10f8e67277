/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Benefit_Partner_DescriptionInputs */

const en_services_benefit_partner_description = /** @type {(inputs: Services_Benefit_Partner_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People, warehouse space and freight capacity coordinated by one accountable team.`)
};

const fr_services_benefit_partner_description = /** @type {(inputs: Services_Benefit_Partner_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnel, espace d’entreposage et capacité de transport coordonnés par une seule équipe responsable.`)
};

/**
* | output |
* | --- |
* | "People, warehouse space and freight capacity coordinated by one accountable team." |
*
* @param {Services_Benefit_Partner_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_benefit_partner_description = /** @type {((inputs?: Services_Benefit_Partner_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Benefit_Partner_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_benefit_partner_description(inputs)
	return en_services_benefit_partner_description(inputs)
});