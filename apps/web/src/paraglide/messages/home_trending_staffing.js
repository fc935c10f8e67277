/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Trending_StaffingInputs */

const en_home_trending_staffing = /** @type {(inputs: Home_Trending_StaffingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staffing Solutions`)
};

const fr_home_trending_staffing = /** @type {(inputs: Home_Trending_StaffingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solutions de dotation`)
};

/**
* | output |
* | --- |
* | "Staffing Solutions" |
*
* @param {Home_Trending_StaffingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_trending_staffing = /** @type {((inputs?: Home_Trending_StaffingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Trending_StaffingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_trending_staffing(inputs)
	return en_home_trending_staffing(inputs)
});