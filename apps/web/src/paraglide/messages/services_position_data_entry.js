/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Position_Data_EntryInputs */

const en_services_position_data_entry = /** @type {(inputs: Services_Position_Data_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data Entry Clerks`)
};

const fr_services_position_data_entry = /** @type {(inputs: Services_Position_Data_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commis à la saisie de données`)
};

/**
* | output |
* | --- |
* | "Data Entry Clerks" |
*
* @param {Services_Position_Data_EntryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_position_data_entry = /** @type {((inputs?: Services_Position_Data_EntryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Position_Data_EntryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_position_data_entry(inputs)
	return en_services_position_data_entry(inputs)
});