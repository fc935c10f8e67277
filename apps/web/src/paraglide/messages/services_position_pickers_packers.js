/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Position_Pickers_PackersInputs */

const en_services_position_pickers_packers = /** @type {(inputs: Services_Position_Pickers_PackersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickers & Packers`)
};

const fr_services_position_pickers_packers = /** @type {(inputs: Services_Position_Pickers_PackersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préparateurs et emballeurs`)
};

/**
* | output |
* | --- |
* | "Pickers & Packers" |
*
* @param {Services_Position_Pickers_PackersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_position_pickers_packers = /** @type {((inputs?: Services_Position_Pickers_PackersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Position_Pickers_PackersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_position_pickers_packers(inputs)
	return en_services_position_pickers_packers(inputs)
});