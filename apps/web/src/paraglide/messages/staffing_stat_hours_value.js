/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Stat_Hours_ValueInputs */

const en_staffing_stat_hours_value = /** @type {(inputs: Staffing_Stat_Hours_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24-48 hrs`)
};

const fr_staffing_stat_hours_value = /** @type {(inputs: Staffing_Stat_Hours_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24 à 48 h`)
};

/**
* | output |
* | --- |
* | "24-48 hrs" |
*
* @param {Staffing_Stat_Hours_ValueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_stat_hours_value = /** @type {((inputs?: Staffing_Stat_Hours_ValueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Stat_Hours_ValueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_stat_hours_value(inputs)
	return en_staffing_stat_hours_value(inputs)
});