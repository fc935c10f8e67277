/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Permanent_DescriptionInputs */

const en_staffing_permanent_description = /** @type {(inputs: Staffing_Permanent_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full-time hires sourced, interviewed and reference-checked against your requirements and your culture.`)
};

const fr_staffing_permanent_description = /** @type {(inputs: Staffing_Permanent_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des embauches à temps plein recrutées, interviewées et vérifiées en fonction de vos exigences et de votre culture.`)
};

/**
* | output |
* | --- |
* | "Full-time hires sourced, interviewed and reference-checked against your requirements and your culture." |
*
* @param {Staffing_Permanent_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_permanent_description = /** @type {((inputs?: Staffing_Permanent_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Permanent_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_permanent_description(inputs)
	return en_staffing_permanent_description(inputs)
});