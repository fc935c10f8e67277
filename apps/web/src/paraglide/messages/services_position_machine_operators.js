/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Position_Machine_OperatorsInputs */

const en_services_position_machine_operators = /** @type {(inputs: Services_Position_Machine_OperatorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Machine Operators`)
};

const fr_services_position_machine_operators = /** @type {(inputs: Services_Position_Machine_OperatorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opérateurs de machines`)
};

/**
* | output |
* | --- |
* | "Machine Operators" |
*
* @param {Services_Position_Machine_OperatorsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_position_machine_operators = /** @type {((inputs?: Services_Position_Machine_OperatorsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Position_Machine_OperatorsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_position_machine_operators(inputs)
	return en_services_position_machine_operators(inputs)
});