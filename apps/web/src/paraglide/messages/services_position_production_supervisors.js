/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Position_Production_SupervisorsInputs */

const en_services_position_production_supervisors = /** @type {(inputs: Services_Position_Production_SupervisorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Production Supervisors`)
};

const fr_services_position_production_supervisors = /** @type {(inputs: Services_Position_Production_SupervisorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Superviseurs de production`)
};

/**
* | output |
* | --- |
* | "Production Supervisors" |
*
* @param {Services_Position_Production_SupervisorsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_position_production_supervisors = /** @type {((inputs?: Services_Position_Production_SupervisorsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Position_Production_SupervisorsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_position_production_supervisors(inputs)
	return en_services_position_production_supervisors(inputs)
});