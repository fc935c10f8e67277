/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Step_Share_DescriptionInputs */

const en_staffing_step_share_description = /** @type {(inputs: Staffing_Step_Share_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us the roles, skills, shifts and start dates. A consultation takes about 15 minutes.`)
};

const fr_staffing_step_share_description = /** @type {(inputs: Staffing_Step_Share_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez-nous les postes, les compétences, les quarts et les dates d’entrée en fonction. Une consultation prend environ 15 minutes.`)
};

/**
* | output |
* | --- |
* | "Tell us the roles, skills, shifts and start dates. A consultation takes about 15 minutes." |
*
* @param {Staffing_Step_Share_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_step_share_description = /** @type {((inputs?: Staffing_Step_Share_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Step_Share_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_step_share_description(inputs)
	return en_staffing_step_share_description(inputs)
});