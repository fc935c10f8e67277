/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Head_KeywordsInputs */

const en_home_head_keywords = /** @type {(inputs: Home_Head_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario staffing agency, jobs in Ontario, temporary staffing, recruitment agency Mississauga, warehouse jobs, warehouse services, 3PL Ontario, freight shipping, FTL, LTL, transportation services`)
};

const fr_home_head_keywords = /** @type {(inputs: Home_Head_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`agence de placement Ontario, emplois en Ontario, personnel temporaire, agence de recrutement Mississauga, emplois en entrepôt, services d’entreposage, 3PL Ontario, transport de marchandises, charge complète, charge partielle, services de transport`)
};

/**
* | output |
* | --- |
* | "Ontario staffing agency, jobs in Ontario, temporary staffing, recruitment agency Mississauga, warehouse jobs, warehouse services, 3PL Ontario, freight shippi..." |
*
* @param {Home_Head_KeywordsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_head_keywords = /** @type {((inputs?: Home_Head_KeywordsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Head_KeywordsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_head_keywords(inputs)
	return en_home_head_keywords(inputs)
});