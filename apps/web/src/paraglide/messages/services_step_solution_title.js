/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Step_Solution_TitleInputs */

const en_services_step_solution_title = /** @type {(inputs: Services_Step_Solution_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Custom Solution`)
};

const fr_services_step_solution_title = /** @type {(inputs: Services_Step_Solution_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solution sur mesure`)
};

/**
* | output |
* | --- |
* | "Custom Solution" |
*
* @param {Services_Step_Solution_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_step_solution_title = /** @type {((inputs?: Services_Step_Solution_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Step_Solution_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_step_solution_title(inputs)
	return en_services_step_solution_title(inputs)
});