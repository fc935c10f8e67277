/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Value_Opportunity_TitleInputs */

const en_about_value_opportunity_title = /** @type {(inputs: About_Value_Opportunity_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opportunity`)
};

const fr_about_value_opportunity_title = /** @type {(inputs: About_Value_Opportunity_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Possibilités`)
};

/**
* | output |
* | --- |
* | "Opportunity" |
*
* @param {About_Value_Opportunity_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_value_opportunity_title = /** @type {((inputs?: About_Value_Opportunity_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Value_Opportunity_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_value_opportunity_title(inputs)
	return en_about_value_opportunity_title(inputs)
});