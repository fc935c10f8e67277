/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Position_Quality_InspectorsInputs */

const en_services_position_quality_inspectors = /** @type {(inputs: Services_Position_Quality_InspectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quality Inspectors`)
};

const fr_services_position_quality_inspectors = /** @type {(inputs: Services_Position_Quality_InspectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inspecteurs de la qualité`)
};

/**
* | output |
* | --- |
* | "Quality Inspectors" |
*
* @param {Services_Position_Quality_InspectorsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_position_quality_inspectors = /** @type {((inputs?: Services_Position_Quality_InspectorsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Position_Quality_InspectorsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_position_quality_inspectors(inputs)
	return en_services_position_quality_inspectors(inputs)
});