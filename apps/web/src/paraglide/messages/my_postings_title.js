/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_TitleInputs */

const en_my_postings_title = /** @type {(inputs: My_Postings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Postings`)
};

const fr_my_postings_title = /** @type {(inputs: My_Postings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes offres`)
};

/**
* | output |
* | --- |
* | "My Postings" |
*
* @param {My_Postings_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_title = /** @type {((inputs?: My_Postings_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_title(inputs)
	return en_my_postings_title(inputs)
});