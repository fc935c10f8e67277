/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Coverage_DescriptionInputs */

const en_transport_coverage_description = /** @type {(inputs: Transport_Coverage_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled lanes and on-demand capacity across every region of Canada.`)
};

const fr_transport_coverage_description = /** @type {(inputs: Transport_Coverage_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des trajets réguliers et de la capacité sur demande dans toutes les régions du Canada.`)
};

/**
* | output |
* | --- |
* | "Scheduled lanes and on-demand capacity across every region of Canada." |
*
* @param {Transport_Coverage_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_coverage_description = /** @type {((inputs?: Transport_Coverage_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Coverage_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_coverage_description(inputs)
	return en_transport_coverage_description(inputs)
});