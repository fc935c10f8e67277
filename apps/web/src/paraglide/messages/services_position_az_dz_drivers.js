/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Position_Az_Dz_DriversInputs */

const en_services_position_az_dz_drivers = /** @type {(inputs: Services_Position_Az_Dz_DriversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AZ / DZ Drivers`)
};

const fr_services_position_az_dz_drivers = /** @type {(inputs: Services_Position_Az_Dz_DriversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chauffeurs AZ / DZ`)
};

/**
* | output |
* | --- |
* | "AZ / DZ Drivers" |
*
* @param {Services_Position_Az_Dz_DriversInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_position_az_dz_drivers = /** @type {((inputs?: Services_Position_Az_Dz_DriversInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Position_Az_Dz_DriversInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_position_az_dz_drivers(inputs)
	return en_services_position_az_dz_drivers(inputs)
});