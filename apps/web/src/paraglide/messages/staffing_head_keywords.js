/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Head_KeywordsInputs */

const en_staffing_head_keywords = /** @type {(inputs: Staffing_Head_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`staffing agency Ontario, temporary staffing, permanent placement, contract to hire, recruitment agency Mississauga, general labour staffing, skilled trades recruitment`)
};

const fr_staffing_head_keywords = /** @type {(inputs: Staffing_Head_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`agence de placement Ontario, personnel temporaire, placement permanent, contrat menant à l’embauche, agence de recrutement Mississauga, manœuvres, recrutement de métiers spécialisés`)
};

/**
* | output |
* | --- |
* | "staffing agency Ontario, temporary staffing, permanent placement, contract to hire, recruitment agency Mississauga, general labour staffing, skilled trades r..." |
*
* @param {Staffing_Head_KeywordsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_head_keywords = /** @type {((inputs?: Staffing_Head_KeywordsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Head_KeywordsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_head_keywords(inputs)
	return en_staffing_head_keywords(inputs)
});