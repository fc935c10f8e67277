/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Close_Filled_YesInputs */

const en_my_postings_close_filled_yes = /** @type {(inputs: My_Postings_Close_Filled_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, it is filled`)
};

const fr_my_postings_close_filled_yes = /** @type {(inputs: My_Postings_Close_Filled_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui, elle est pourvue`)
};

/**
* | output |
* | --- |
* | "Yes, it is filled" |
*
* @param {My_Postings_Close_Filled_YesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_close_filled_yes = /** @type {((inputs?: My_Postings_Close_Filled_YesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Close_Filled_YesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_close_filled_yes(inputs)
	return en_my_postings_close_filled_yes(inputs)
});