/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Specialized_DescriptionInputs */

const en_staffing_specialized_description = /** @type {(inputs: Staffing_Specialized_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skilled trades, licensed operators, drivers and supervisors recruited by specialists who know the work.`)
};

const fr_staffing_specialized_description = /** @type {(inputs: Staffing_Specialized_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gens de métier, opérateurs titulaires d’un permis, chauffeurs et superviseurs recrutés par des spécialistes qui connaissent le travail.`)
};

/**
* | output |
* | --- |
* | "Skilled trades, licensed operators, drivers and supervisors recruited by specialists who know the work." |
*
* @param {Staffing_Specialized_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_specialized_description = /** @type {((inputs?: Staffing_Specialized_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Specialized_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_specialized_description(inputs)
	return en_staffing_specialized_description(inputs)
});