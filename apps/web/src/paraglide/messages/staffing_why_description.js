/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Why_DescriptionInputs */

const en_staffing_why_description = /** @type {(inputs: Staffing_Why_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speed, quality and accountability from a staffing partner that knows Ontario.`)
};

const fr_staffing_why_description = /** @type {(inputs: Staffing_Why_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rapidité, qualité et responsabilité d’un partenaire en dotation qui connaît l’Ontario.`)
};

/**
* | output |
* | --- |
* | "Speed, quality and accountability from a staffing partner that knows Ontario." |
*
* @param {Staffing_Why_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_why_description = /** @type {((inputs?: Staffing_Why_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Why_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_why_description(inputs)
	return en_staffing_why_description(inputs)
});