/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Position_Assembly_WorkersInputs */

const en_services_position_assembly_workers = /** @type {(inputs: Services_Position_Assembly_WorkersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assembly Workers`)
};

const fr_services_position_assembly_workers = /** @type {(inputs: Services_Position_Assembly_WorkersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assembleurs`)
};

/**
* | output |
* | --- |
* | "Assembly Workers" |
*
* @param {Services_Position_Assembly_WorkersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_position_assembly_workers = /** @type {((inputs?: Services_Position_Assembly_WorkersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Position_Assembly_WorkersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_position_assembly_workers(inputs)
	return en_services_position_assembly_workers(inputs)
});