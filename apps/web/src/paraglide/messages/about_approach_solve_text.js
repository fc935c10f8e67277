/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Approach_Solve_TextInputs */

const en_about_approach_solve_text = /** @type {(inputs: About_Approach_Solve_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Screened workers on site in 24-48 hours, flexible warehouse space or a carrier network you can rely on. We deliver the plan, measure the results and keep adjusting as your needs change.`)
};

const fr_about_approach_solve_text = /** @type {(inputs: About_Approach_Solve_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des travailleurs présélectionnés sur place en 24 à 48 heures, de l’espace d’entreposage flexible ou un réseau de transporteurs fiable. Nous réalisons le plan, mesurons les résultats et continuons d’ajuster selon l’évolution de vos besoins.`)
};

/**
* | output |
* | --- |
* | "Screened workers on site in 24-48 hours, flexible warehouse space or a carrier network you can rely on. We deliver the plan, measure the results and keep adj..." |
*
* @param {About_Approach_Solve_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_approach_solve_text = /** @type {((inputs?: About_Approach_Solve_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Approach_Solve_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_approach_solve_text(inputs)
	return en_about_approach_solve_text(inputs)
});