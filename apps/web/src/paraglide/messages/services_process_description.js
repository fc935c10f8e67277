/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Process_DescriptionInputs */

const en_services_process_description = /** @type {(inputs: Services_Process_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A simple, proven process from first call to lasting results.`)
};

const fr_services_process_description = /** @type {(inputs: Services_Process_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une démarche simple et éprouvée, du premier appel à des résultats durables.`)
};

/**
* | output |
* | --- |
* | "A simple, proven process from first call to lasting results." |
*
* @param {Services_Process_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_process_description = /** @type {((inputs?: Services_Process_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Process_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_process_description(inputs)
	return en_services_process_description(inputs)
});