/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Stat_AvailabilityInputs */

const en_staffing_stat_availability = /** @type {(inputs: Staffing_Stat_AvailabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidate availability`)
};

const fr_staffing_stat_availability = /** @type {(inputs: Staffing_Stat_AvailabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disponibilité des candidats`)
};

/**
* | output |
* | --- |
* | "Candidate availability" |
*
* @param {Staffing_Stat_AvailabilityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_stat_availability = /** @type {((inputs?: Staffing_Stat_AvailabilityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Stat_AvailabilityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_stat_availability(inputs)
	return en_staffing_stat_availability(inputs)
});