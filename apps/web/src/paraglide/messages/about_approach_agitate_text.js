/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Approach_Agitate_TextInputs */

const en_about_approach_agitate_text = /** @type {(inputs: About_Approach_Agitate_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An unfilled role means overtime, burnout and turnover. A late truck means penalties and unhappy customers. We put numbers to the impact so you can make decisions with a clear view of what is at stake.`)
};

const fr_about_approach_agitate_text = /** @type {(inputs: About_Approach_Agitate_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un poste vacant entraîne des heures supplémentaires, de l’épuisement et du roulement. Un camion en retard entraîne des pénalités et des clients mécontents. Nous chiffrons ces effets pour que vous puissiez décider en voyant clairement ce qui est en jeu.`)
};

/**
* | output |
* | --- |
* | "An unfilled role means overtime, burnout and turnover. A late truck means penalties and unhappy customers. We put numbers to the impact so you can make decis..." |
*
* @param {About_Approach_Agitate_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_approach_agitate_text = /** @type {((inputs?: About_Approach_Agitate_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Approach_Agitate_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_approach_agitate_text(inputs)
	return en_about_approach_agitate_text(inputs)
});