/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Division_Staffing_TitleInputs */

const en_about_division_staffing_title = /** @type {(inputs: About_Division_Staffing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staffing & Recruitment`)
};

const fr_about_division_staffing_title = /** @type {(inputs: About_Division_Staffing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dotation et recrutement`)
};

/**
* | output |
* | --- |
* | "Staffing & Recruitment" |
*
* @param {About_Division_Staffing_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_division_staffing_title = /** @type {((inputs?: About_Division_Staffing_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Division_Staffing_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_division_staffing_title(inputs)
	return en_about_division_staffing_title(inputs)
});