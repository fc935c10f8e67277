/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Stat_PlacementsInputs */

const en_services_stat_placements = /** @type {(inputs: Services_Stat_PlacementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placements`)
};

const fr_services_stat_placements = /** @type {(inputs: Services_Stat_PlacementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placements`)
};

/**
* | output |
* | --- |
* | "Placements" |
*
* @param {Services_Stat_PlacementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_stat_placements = /** @type {((inputs?: Services_Stat_PlacementsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Stat_PlacementsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_stat_placements(inputs)
	return en_services_stat_placements(inputs)
});