/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Division_Staffing_Point_TemporaryInputs */

const en_home_division_staffing_point_temporary = /** @type {(inputs: Home_Division_Staffing_Point_TemporaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temporary and contract staff`)
};

const fr_home_division_staffing_point_temporary = /** @type {(inputs: Home_Division_Staffing_Point_TemporaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnel temporaire et contractuel`)
};

/**
* | output |
* | --- |
* | "Temporary and contract staff" |
*
* @param {Home_Division_Staffing_Point_TemporaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_division_staffing_point_temporary = /** @type {((inputs?: Home_Division_Staffing_Point_TemporaryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Division_Staffing_Point_TemporaryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_division_staffing_point_temporary(inputs)
	return en_home_division_staffing_point_temporary(inputs)
});