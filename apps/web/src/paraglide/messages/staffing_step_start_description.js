/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Step_Start_DescriptionInputs */

const en_staffing_step_start_description = /** @type {(inputs: Staffing_Step_Start_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your new team starts on schedule, and we follow up to make sure every placement works.`)
};

const fr_staffing_step_start_description = /** @type {(inputs: Staffing_Step_Start_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nouvelle équipe commence à temps, et nous faisons un suivi pour assurer le succès de chaque placement.`)
};

/**
* | output |
* | --- |
* | "Your new team starts on schedule, and we follow up to make sure every placement works." |
*
* @param {Staffing_Step_Start_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_step_start_description = /** @type {((inputs?: Staffing_Step_Start_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Step_Start_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_step_start_description(inputs)
	return en_staffing_step_start_description(inputs)
});