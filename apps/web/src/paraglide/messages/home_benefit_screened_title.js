/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Benefit_Screened_TitleInputs */

const en_home_benefit_screened_title = /** @type {(inputs: Home_Benefit_Screened_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pre-screened candidates`)
};

const fr_home_benefit_screened_title = /** @type {(inputs: Home_Benefit_Screened_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidats présélectionnés`)
};

/**
* | output |
* | --- |
* | "Pre-screened candidates" |
*
* @param {Home_Benefit_Screened_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_benefit_screened_title = /** @type {((inputs?: Home_Benefit_Screened_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Benefit_Screened_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_benefit_screened_title(inputs)
	return en_home_benefit_screened_title(inputs)
});