/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Position_Logistics_CoordinatorsInputs */

const en_services_position_logistics_coordinators = /** @type {(inputs: Services_Position_Logistics_CoordinatorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logistics Coordinators`)
};

const fr_services_position_logistics_coordinators = /** @type {(inputs: Services_Position_Logistics_CoordinatorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coordonnateurs en logistique`)
};

/**
* | output |
* | --- |
* | "Logistics Coordinators" |
*
* @param {Services_Position_Logistics_CoordinatorsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_position_logistics_coordinators = /** @type {((inputs?: Services_Position_Logistics_CoordinatorsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Position_Logistics_CoordinatorsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_position_logistics_coordinators(inputs)
	return en_services_position_logistics_coordinators(inputs)
});