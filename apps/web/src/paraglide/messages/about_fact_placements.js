/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Fact_PlacementsInputs */

const en_about_fact_placements = /** @type {(inputs: About_Fact_PlacementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Successful Placements`)
};

const fr_about_fact_placements = /** @type {(inputs: About_Fact_PlacementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placements réussis`)
};

/**
* | output |
* | --- |
* | "Successful Placements" |
*
* @param {About_Fact_PlacementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_fact_placements = /** @type {((inputs?: About_Fact_PlacementsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Fact_PlacementsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_fact_placements(inputs)
	return en_about_fact_placements(inputs)
});