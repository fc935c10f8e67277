/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Views_Not_CountedInputs */

const en_my_postings_views_not_counted = /** @type {(inputs: My_Postings_Views_Not_CountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`views are not counted yet`)
};

const fr_my_postings_views_not_counted = /** @type {(inputs: My_Postings_Views_Not_CountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`les consultations ne sont pas encore comptées`)
};

/**
* | output |
* | --- |
* | "views are not counted yet" |
*
* @param {My_Postings_Views_Not_CountedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_views_not_counted = /** @type {((inputs?: My_Postings_Views_Not_CountedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Views_Not_CountedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_views_not_counted(inputs)
	return en_my_postings_views_not_counted(inputs)
});