/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Division_Staffing_Point_PermanentInputs */

const en_home_division_staffing_point_permanent = /** @type {(inputs: Home_Division_Staffing_Point_PermanentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permanent placement`)
};

const fr_home_division_staffing_point_permanent = /** @type {(inputs: Home_Division_Staffing_Point_PermanentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placement permanent`)
};

/**
* | output |
* | --- |
* | "Permanent placement" |
*
* @param {Home_Division_Staffing_Point_PermanentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_division_staffing_point_permanent = /** @type {((inputs?: Home_Division_Staffing_Point_PermanentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Division_Staffing_Point_PermanentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_division_staffing_point_permanent(inputs)
	return en_home_division_staffing_point_permanent(inputs)
});