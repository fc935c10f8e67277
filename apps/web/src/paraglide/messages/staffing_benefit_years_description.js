/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Benefit_Years_DescriptionInputs */

const en_staffing_benefit_years_description = /** @type {(inputs: Staffing_Benefit_Years_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Since 2016 we have built deep local talent networks across the Greater Toronto Area and beyond.`)
};

const fr_staffing_benefit_years_description = /** @type {(inputs: Staffing_Benefit_Years_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depuis 2016, nous avons bâti de solides réseaux de talents locaux dans la région du Grand Toronto et au-delà.`)
};

/**
* | output |
* | --- |
* | "Since 2016 we have built deep local talent networks across the Greater Toronto Area and beyond." |
*
* @param {Staffing_Benefit_Years_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_benefit_years_description = /** @type {((inputs?: Staffing_Benefit_Years_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Benefit_Years_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_benefit_years_description(inputs)
	return en_staffing_benefit_years_description(inputs)
});