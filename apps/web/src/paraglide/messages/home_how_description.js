/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shortName: NonNullable<unknown> }} Home_How_DescriptionInputs */

const en_home_how_description = /** @type {(inputs: Home_How_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Applying through ${i?.shortName} is quick and free. Here is what happens from your first search to your first shift.`)
};

const fr_home_how_description = /** @type {(inputs: Home_How_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Postuler par l’entremise de ${i?.shortName} est rapide et gratuit. Voici ce qui se passe, de votre première recherche à votre premier quart de travail.`)
};

/**
* | output |
* | --- |
* | "Applying through {shortName} is quick and free. Here is what happens from your first search to your first shift." |
*
* @param {Home_How_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_how_description = /** @type {((inputs: Home_How_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_How_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_how_description(inputs)
	return en_home_how_description(inputs)
});