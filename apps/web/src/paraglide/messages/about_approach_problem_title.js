/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Approach_Problem_TitleInputs */

const en_about_approach_problem_title = /** @type {(inputs: About_Approach_Problem_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We start with the real problem`)
};

const fr_about_approach_problem_title = /** @type {(inputs: About_Approach_Problem_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous partons du vrai problème`)
};

/**
* | output |
* | --- |
* | "We start with the real problem" |
*
* @param {About_Approach_Problem_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_approach_problem_title = /** @type {((inputs?: About_Approach_Problem_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Approach_Problem_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_approach_problem_title(inputs)
	return en_about_approach_problem_title(inputs)
});