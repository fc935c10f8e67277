/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Division_Staffing_TitleInputs */

const en_home_division_staffing_title = /** @type {(inputs: Home_Division_Staffing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staffing & Recruitment`)
};

const fr_home_division_staffing_title = /** @type {(inputs: Home_Division_Staffing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dotation et recrutement`)
};

/**
* | output |
* | --- |
* | "Staffing & Recruitment" |
*
* @param {Home_Division_Staffing_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_division_staffing_title = /** @type {((inputs?: Home_Division_Staffing_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Division_Staffing_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_division_staffing_title(inputs)
	return en_home_division_staffing_title(inputs)
});