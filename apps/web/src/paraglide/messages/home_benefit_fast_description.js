/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Benefit_Fast_DescriptionInputs */

const en_home_benefit_fast_description = /** @type {(inputs: Home_Benefit_Fast_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualified workers are typically available within 24 to 48 hours, even for short-notice orders.`)
};

const fr_home_benefit_fast_description = /** @type {(inputs: Home_Benefit_Fast_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des travailleurs qualifiés sont généralement disponibles en 24 à 48 heures, même pour les demandes de dernière minute.`)
};

/**
* | output |
* | --- |
* | "Qualified workers are typically available within 24 to 48 hours, even for short-notice orders." |
*
* @param {Home_Benefit_Fast_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_benefit_fast_description = /** @type {((inputs?: Home_Benefit_Fast_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Benefit_Fast_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_benefit_fast_description(inputs)
	return en_home_benefit_fast_description(inputs)
});