/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Divisions_DescriptionInputs */

const en_home_divisions_description = /** @type {(inputs: Home_Divisions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work with a single partner for the people, space and transportation your supply chain depends on.`)
};

const fr_home_divisions_description = /** @type {(inputs: Home_Divisions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faites affaire avec un seul partenaire pour le personnel, l’espace et le transport dont dépend votre chaîne d’approvisionnement.`)
};

/**
* | output |
* | --- |
* | "Work with a single partner for the people, space and transportation your supply chain depends on." |
*
* @param {Home_Divisions_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_divisions_description = /** @type {((inputs?: Home_Divisions_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Divisions_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_divisions_description(inputs)
	return en_home_divisions_description(inputs)
});