/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Approach_IntroInputs */

const en_about_approach_intro = /** @type {(inputs: About_Approach_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problem, agitate, solve: a simple discipline that keeps us focused on outcomes rather than headcount.`)
};

const fr_about_approach_intro = /** @type {(inputs: About_Approach_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problème, conséquences, solution : une discipline simple qui nous garde concentrés sur les résultats plutôt que sur le nombre de personnes placées.`)
};

/**
* | output |
* | --- |
* | "Problem, agitate, solve: a simple discipline that keeps us focused on outcomes rather than headcount." |
*
* @param {About_Approach_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_approach_intro = /** @type {((inputs?: About_Approach_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Approach_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_approach_intro(inputs)
	return en_about_approach_intro(inputs)
});