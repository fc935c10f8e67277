/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Benefit_Years_TitleInputs */

const en_staffing_benefit_years_title = /** @type {(inputs: Staffing_Benefit_Years_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Over 8 Years in Ontario`)
};

const fr_staffing_benefit_years_title = /** @type {(inputs: Staffing_Benefit_Years_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus de 8 ans en Ontario`)
};

/**
* | output |
* | --- |
* | "Over 8 Years in Ontario" |
*
* @param {Staffing_Benefit_Years_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_benefit_years_title = /** @type {((inputs?: Staffing_Benefit_Years_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Benefit_Years_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_benefit_years_title(inputs)
	return en_staffing_benefit_years_title(inputs)
});