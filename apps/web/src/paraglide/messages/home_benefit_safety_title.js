/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Benefit_Safety_TitleInputs */

const en_home_benefit_safety_title = /** @type {(inputs: Home_Benefit_Safety_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Safety and compliance`)
};

const fr_home_benefit_safety_title = /** @type {(inputs: Home_Benefit_Safety_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sécurité et conformité`)
};

/**
* | output |
* | --- |
* | "Safety and compliance" |
*
* @param {Home_Benefit_Safety_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_benefit_safety_title = /** @type {((inputs?: Home_Benefit_Safety_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Benefit_Safety_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_benefit_safety_title(inputs)
	return en_home_benefit_safety_title(inputs)
});