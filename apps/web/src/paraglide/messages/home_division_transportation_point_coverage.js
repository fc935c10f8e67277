/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Division_Transportation_Point_CoverageInputs */

const en_home_division_transportation_point_coverage = /** @type {(inputs: Home_Division_Transportation_Point_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coast-to-coast coverage`)
};

const fr_home_division_transportation_point_coverage = /** @type {(inputs: Home_Division_Transportation_Point_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couverture d’un océan à l’autre`)
};

/**
* | output |
* | --- |
* | "Coast-to-coast coverage" |
*
* @param {Home_Division_Transportation_Point_CoverageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_division_transportation_point_coverage = /** @type {((inputs?: Home_Division_Transportation_Point_CoverageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Division_Transportation_Point_CoverageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_division_transportation_point_coverage(inputs)
	return en_home_division_transportation_point_coverage(inputs)
});