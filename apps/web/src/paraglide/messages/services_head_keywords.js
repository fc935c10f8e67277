/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Head_KeywordsInputs */

const en_services_head_keywords = /** @type {(inputs: Services_Head_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`staffing services Ontario, recruitment agency, warehouse services, freight transportation, workforce solutions, temporary staffing, 3PL Ontario`)
};

const fr_services_head_keywords = /** @type {(inputs: Services_Head_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`services de dotation Ontario, agence de recrutement, services d’entreposage, transport de marchandises, solutions de main-d’œuvre, personnel temporaire, 3PL Ontario`)
};

/**
* | output |
* | --- |
* | "staffing services Ontario, recruitment agency, warehouse services, freight transportation, workforce solutions, temporary staffing, 3PL Ontario" |
*
* @param {Services_Head_KeywordsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_head_keywords = /** @type {((inputs?: Services_Head_KeywordsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Head_KeywordsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_head_keywords(inputs)
	return en_services_head_keywords(inputs)
});