/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Divisions_TitleInputs */

const en_home_divisions_title = /** @type {(inputs: Home_Divisions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staffing, warehousing and freight under one roof`)
};

const fr_home_divisions_title = /** @type {(inputs: Home_Divisions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dotation, entreposage et transport sous un même toit`)
};

/**
* | output |
* | --- |
* | "Staffing, warehousing and freight under one roof" |
*
* @param {Home_Divisions_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_divisions_title = /** @type {((inputs?: Home_Divisions_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Divisions_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_divisions_title(inputs)
	return en_home_divisions_title(inputs)
});