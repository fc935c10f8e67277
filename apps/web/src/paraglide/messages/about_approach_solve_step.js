/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Approach_Solve_StepInputs */

const en_about_approach_solve_step = /** @type {(inputs: About_Approach_Solve_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solve`)
};

const fr_about_approach_solve_step = /** @type {(inputs: About_Approach_Solve_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solution`)
};

/**
* | output |
* | --- |
* | "Solve" |
*
* @param {About_Approach_Solve_StepInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_approach_solve_step = /** @type {((inputs?: About_Approach_Solve_StepInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Approach_Solve_StepInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_approach_solve_step(inputs)
	return en_about_approach_solve_step(inputs)
});