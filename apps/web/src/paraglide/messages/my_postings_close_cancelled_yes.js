/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Close_Cancelled_YesInputs */

const en_my_postings_close_cancelled_yes = /** @type {(inputs: My_Postings_Close_Cancelled_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, cancel it`)
};

const fr_my_postings_close_cancelled_yes = /** @type {(inputs: My_Postings_Close_Cancelled_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui, l’annuler`)
};

/**
* | output |
* | --- |
* | "Yes, cancel it" |
*
* @param {My_Postings_Close_Cancelled_YesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_close_cancelled_yes = /** @type {((inputs?: My_Postings_Close_Cancelled_YesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Close_Cancelled_YesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_close_cancelled_yes(inputs)
	return en_my_postings_close_cancelled_yes(inputs)
});