/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Position_Forklift_OperatorsInputs */

const en_services_position_forklift_operators = /** @type {(inputs: Services_Position_Forklift_OperatorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forklift Operators`)
};

const fr_services_position_forklift_operators = /** @type {(inputs: Services_Position_Forklift_OperatorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caristes`)
};

/**
* | output |
* | --- |
* | "Forklift Operators" |
*
* @param {Services_Position_Forklift_OperatorsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_position_forklift_operators = /** @type {((inputs?: Services_Position_Forklift_OperatorsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Position_Forklift_OperatorsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_position_forklift_operators(inputs)
	return en_services_position_forklift_operators(inputs)
});