/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Division_Staffing_Point_SkilledInputs */

const en_home_division_staffing_point_skilled = /** @type {(inputs: Home_Division_Staffing_Point_SkilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Specialized and skilled trades`)
};

const fr_home_division_staffing_point_skilled = /** @type {(inputs: Home_Division_Staffing_Point_SkilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métiers spécialisés`)
};

/**
* | output |
* | --- |
* | "Specialized and skilled trades" |
*
* @param {Home_Division_Staffing_Point_SkilledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_division_staffing_point_skilled = /** @type {((inputs?: Home_Division_Staffing_Point_SkilledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Division_Staffing_Point_SkilledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_division_staffing_point_skilled(inputs)
	return en_home_division_staffing_point_skilled(inputs)
});