/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Head_KeywordsInputs */

const en_contact_head_keywords = /** @type {(inputs: Contact_Head_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contact staffing agency Ontario, Mississauga staffing agency, warehouse services quote, freight quote Ontario, hire workers Ontario`)
};

const fr_contact_head_keywords = /** @type {(inputs: Contact_Head_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`joindre agence de placement Ontario, agence de placement Mississauga, soumission services d’entreposage, soumission transport de marchandises Ontario, embaucher des travailleurs Ontario`)
};

/**
* | output |
* | --- |
* | "contact staffing agency Ontario, Mississauga staffing agency, warehouse services quote, freight quote Ontario, hire workers Ontario" |
*
* @param {Contact_Head_KeywordsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_head_keywords = /** @type {((inputs?: Contact_Head_KeywordsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Head_KeywordsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_head_keywords(inputs)
	return en_contact_head_keywords(inputs)
});