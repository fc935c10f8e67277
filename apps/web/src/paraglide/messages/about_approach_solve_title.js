/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Approach_Solve_TitleInputs */

const en_about_approach_solve_title = /** @type {(inputs: About_Approach_Solve_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We build a solution that fits`)
};

const fr_about_approach_solve_title = /** @type {(inputs: About_Approach_Solve_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous bâtissons une solution adaptée`)
};

/**
* | output |
* | --- |
* | "We build a solution that fits" |
*
* @param {About_Approach_Solve_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_approach_solve_title = /** @type {((inputs?: About_Approach_Solve_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Approach_Solve_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_approach_solve_title(inputs)
	return en_about_approach_solve_title(inputs)
});