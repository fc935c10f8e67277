/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Position_ReceptionistsInputs */

const en_services_position_receptionists = /** @type {(inputs: Services_Position_ReceptionistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receptionists`)
};

const fr_services_position_receptionists = /** @type {(inputs: Services_Position_ReceptionistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réceptionnistes`)
};

/**
* | output |
* | --- |
* | "Receptionists" |
*
* @param {Services_Position_ReceptionistsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_position_receptionists = /** @type {((inputs?: Services_Position_ReceptionistsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Position_ReceptionistsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_position_receptionists(inputs)
	return en_services_position_receptionists(inputs)
});