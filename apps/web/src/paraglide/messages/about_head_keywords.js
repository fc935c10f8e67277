/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} About_Head_KeywordsInputs */

const en_about_head_keywords = /** @type {(inputs: About_Head_KeywordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`about ${i?.name}, Ontario staffing agency, Mississauga staffing company, warehouse services Ontario, freight company Ontario, since 2016`)
};

const fr_about_head_keywords = /** @type {(inputs: About_Head_KeywordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`à propos de ${i?.name}, agence de placement Ontario, entreprise de dotation Mississauga, services d’entreposage Ontario, entreprise de transport de marchandises Ontario, depuis 2016`)
};

/**
* | output |
* | --- |
* | "about {name}, Ontario staffing agency, Mississauga staffing company, warehouse services Ontario, freight company Ontario, since 2016" |
*
* @param {About_Head_KeywordsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_head_keywords = /** @type {((inputs: About_Head_KeywordsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Head_KeywordsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_head_keywords(inputs)
	return en_about_head_keywords(inputs)
});