/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Benefit_Fast_DescriptionInputs */

const en_staffing_benefit_fast_description = /** @type {(inputs: Staffing_Benefit_Fast_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A ready pool of pre-qualified workers means most requests are filled within one to two days.`)
};

const fr_staffing_benefit_fast_description = /** @type {(inputs: Staffing_Benefit_Fast_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grâce à un bassin de travailleurs préqualifiés, la plupart des demandes sont comblées en un ou deux jours.`)
};

/**
* | output |
* | --- |
* | "A ready pool of pre-qualified workers means most requests are filled within one to two days." |
*
* @param {Staffing_Benefit_Fast_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_benefit_fast_description = /** @type {((inputs?: Staffing_Benefit_Fast_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Benefit_Fast_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_benefit_fast_description(inputs)
	return en_staffing_benefit_fast_description(inputs)
});