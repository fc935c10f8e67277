/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Benefit_Fast_TitleInputs */

const en_staffing_benefit_fast_title = /** @type {(inputs: Staffing_Benefit_Fast_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidates in 24-48 Hours`)
};

const fr_staffing_benefit_fast_title = /** @type {(inputs: Staffing_Benefit_Fast_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des candidats en 24 à 48 heures`)
};

/**
* | output |
* | --- |
* | "Candidates in 24-48 Hours" |
*
* @param {Staffing_Benefit_Fast_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_benefit_fast_title = /** @type {((inputs?: Staffing_Benefit_Fast_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Benefit_Fast_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_benefit_fast_title(inputs)
	return en_staffing_benefit_fast_title(inputs)
});