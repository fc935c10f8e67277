/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Head_DescriptionInputs */

const en_services_head_description = /** @type {(inputs: Services_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staffing and recruitment, warehouse services, transportation and freight, and workforce management for Ontario businesses. One partner for people, space and freight capacity.`)
};

const fr_services_head_description = /** @type {(inputs: Services_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dotation et recrutement, services d’entreposage, transport de marchandises et gestion de la main-d’œuvre pour les entreprises de l’Ontario. Un seul partenaire pour le personnel, l’espace et la capacité de transport.`)
};

/**
* | output |
* | --- |
* | "Staffing and recruitment, warehouse services, transportation and freight, and workforce management for Ontario businesses. One partner for people, space and ..." |
*
* @param {Services_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_head_description = /** @type {((inputs?: Services_Head_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Head_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_head_description(inputs)
	return en_services_head_description(inputs)
});