/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Benefit_Fast_TitleInputs */

const en_home_benefit_fast_title = /** @type {(inputs: Home_Benefit_Fast_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fast turnaround`)
};

const fr_home_benefit_fast_title = /** @type {(inputs: Home_Benefit_Fast_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Délais rapides`)
};

/**
* | output |
* | --- |
* | "Fast turnaround" |
*
* @param {Home_Benefit_Fast_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_benefit_fast_title = /** @type {((inputs?: Home_Benefit_Fast_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Benefit_Fast_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_benefit_fast_title(inputs)
	return en_home_benefit_fast_title(inputs)
});