/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Value_Opportunity_TextInputs */

const en_about_value_opportunity_text = /** @type {(inputs: About_Value_Opportunity_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every placement is a chance for someone to build a steady, rewarding career.`)
};

const fr_about_value_opportunity_text = /** @type {(inputs: About_Value_Opportunity_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque placement est pour quelqu’un l’occasion de bâtir une carrière stable et enrichissante.`)
};

/**
* | output |
* | --- |
* | "Every placement is a chance for someone to build a steady, rewarding career." |
*
* @param {About_Value_Opportunity_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_value_opportunity_text = /** @type {((inputs?: About_Value_Opportunity_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Value_Opportunity_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_value_opportunity_text(inputs)
	return en_about_value_opportunity_text(inputs)
});