/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_NoneInputs */

const en_my_postings_none = /** @type {(inputs: My_Postings_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There are no job postings with this address any more.`)
};

const fr_my_postings_none = /** @type {(inputs: My_Postings_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il n’y a plus d’offres d’emploi avec cette adresse.`)
};

/**
* | output |
* | --- |
* | "There are no job postings with this address any more." |
*
* @param {My_Postings_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_none = /** @type {((inputs?: My_Postings_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_none(inputs)
	return en_my_postings_none(inputs)
});