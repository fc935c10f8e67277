/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Stat_PlacementsInputs */

const en_staffing_stat_placements = /** @type {(inputs: Staffing_Stat_PlacementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Successful placements`)
};

const fr_staffing_stat_placements = /** @type {(inputs: Staffing_Stat_PlacementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placements réussis`)
};

/**
* | output |
* | --- |
* | "Successful placements" |
*
* @param {Staffing_Stat_PlacementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_stat_placements = /** @type {((inputs?: Staffing_Stat_PlacementsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Stat_PlacementsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_stat_placements(inputs)
	return en_staffing_stat_placements(inputs)
});