/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Division_Transportation_Point_FtlInputs */

const en_home_division_transportation_point_ftl = /** @type {(inputs: Home_Division_Transportation_Point_FtlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FTL and LTL shipping`)
};

const fr_home_division_transportation_point_ftl = /** @type {(inputs: Home_Division_Transportation_Point_FtlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expédition en charge complète et partielle`)
};

/**
* | output |
* | --- |
* | "FTL and LTL shipping" |
*
* @param {Home_Division_Transportation_Point_FtlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_division_transportation_point_ftl = /** @type {((inputs?: Home_Division_Transportation_Point_FtlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Division_Transportation_Point_FtlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_division_transportation_point_ftl(inputs)
	return en_home_division_transportation_point_ftl(inputs)
});