/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Email_DescriptionInputs */

const en_my_postings_email_description = /** @type {(inputs: My_Postings_Email_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The contact email address of your job postings.`)
};

const fr_my_postings_email_description = /** @type {(inputs: My_Postings_Email_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse courriel de la personne-ressource de vos offres d’emploi.`)
};

/**
* | output |
* | --- |
* | "The contact email address of your job postings." |
*
* @param {My_Postings_Email_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_email_description = /** @type {((inputs?: My_Postings_Email_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Email_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_email_description(inputs)
	return en_my_postings_email_description(inputs)
});