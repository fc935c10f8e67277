/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Mission_TextInputs */

const en_about_mission_text = /** @type {(inputs: About_Mission_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To keep Ontario's businesses moving by connecting them with dependable people, space and freight capacity, and to help every worker we place build a steady, rewarding career.`)
};

const fr_about_mission_text = /** @type {(inputs: About_Mission_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faire avancer les entreprises de l’Ontario en les mettant en relation avec du personnel fiable, de l’espace et de la capacité de transport, et aider chaque travailleur que nous plaçons à bâtir une carrière stable et enrichissante.`)
};

/**
* | output |
* | --- |
* | "To keep Ontario's businesses moving by connecting them with dependable people, space and freight capacity, and to help every worker we place build a steady, ..." |
*
* @param {About_Mission_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_mission_text = /** @type {((inputs?: About_Mission_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Mission_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_mission_text(inputs)
	return en_about_mission_text(inputs)
});