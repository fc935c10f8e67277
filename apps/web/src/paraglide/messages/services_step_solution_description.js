/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Step_Solution_DescriptionInputs */

const en_services_step_solution_description = /** @type {(inputs: Services_Step_Solution_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We design a staffing, warehousing or freight plan with clear timelines and transparent pricing.`)
};

const fr_services_step_solution_description = /** @type {(inputs: Services_Step_Solution_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous concevons un plan de dotation, d’entreposage ou de transport avec des échéances claires et des prix transparents.`)
};

/**
* | output |
* | --- |
* | "We design a staffing, warehousing or freight plan with clear timelines and transparent pricing." |
*
* @param {Services_Step_Solution_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_step_solution_description = /** @type {((inputs?: Services_Step_Solution_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Step_Solution_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_step_solution_description(inputs)
	return en_services_step_solution_description(inputs)
});