/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Head_DescriptionInputs */

const en_staffing_head_description = /** @type {(inputs: Staffing_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temporary staffing, permanent placement, specialized roles and contract-to-hire across Ontario. Pre-screened candidates available in 24-48 hours from a staffing partner with over 8 years in Ontario.`)
};

const fr_staffing_head_description = /** @type {(inputs: Staffing_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dotation temporaire, placement permanent, postes spécialisés et contrats menant à l’embauche partout en Ontario. Des candidats présélectionnés disponibles en 24 à 48 heures grâce à un partenaire en dotation présent en Ontario depuis plus de 8 ans.`)
};

/**
* | output |
* | --- |
* | "Temporary staffing, permanent placement, specialized roles and contract-to-hire across Ontario. Pre-screened candidates available in 24-48 hours from a staff..." |
*
* @param {Staffing_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_head_description = /** @type {((inputs?: Staffing_Head_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Head_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_head_description(inputs)
	return en_staffing_head_description(inputs)
});