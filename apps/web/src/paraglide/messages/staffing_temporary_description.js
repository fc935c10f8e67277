/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Temporary_DescriptionInputs */

const en_staffing_temporary_description = /** @type {(inputs: Staffing_Temporary_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reliable workers for seasonal peaks, absences and special projects, available on short notice and for as long as you need them.`)
};

const fr_staffing_temporary_description = /** @type {(inputs: Staffing_Temporary_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des travailleurs fiables pour les périodes de pointe, les absences et les projets spéciaux, disponibles rapidement et aussi longtemps que nécessaire.`)
};

/**
* | output |
* | --- |
* | "Reliable workers for seasonal peaks, absences and special projects, available on short notice and for as long as you need them." |
*
* @param {Staffing_Temporary_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_temporary_description = /** @type {((inputs?: Staffing_Temporary_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Temporary_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_temporary_description(inputs)
	return en_staffing_temporary_description(inputs)
});