/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Terms_Head_KeywordsInputs */

const en_terms_head_keywords = /** @type {(inputs: Terms_Head_KeywordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`terms and conditions, website terms, ${i?.name} terms, staffing agency terms Ontario`)
};

const fr_terms_head_keywords = /** @type {(inputs: Terms_Head_KeywordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`conditions d’utilisation, conditions du site Web, conditions de ${i?.name}, conditions agence de placement Ontario`)
};

/**
* | output |
* | --- |
* | "terms and conditions, website terms, {name} terms, staffing agency terms Ontario" |
*
* @param {Terms_Head_KeywordsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_head_keywords = /** @type {((inputs: Terms_Head_KeywordsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Head_KeywordsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_head_keywords(inputs)
	return en_terms_head_keywords(inputs)
});