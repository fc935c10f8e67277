/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Close_FilledInputs */

const en_my_postings_close_filled = /** @type {(inputs: My_Postings_Close_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close as filled`)
};

const fr_my_postings_close_filled = /** @type {(inputs: My_Postings_Close_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer comme pourvue`)
};

/**
* | output |
* | --- |
* | "Close as filled" |
*
* @param {My_Postings_Close_FilledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_close_filled = /** @type {((inputs?: My_Postings_Close_FilledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Close_FilledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_close_filled(inputs)
	return en_my_postings_close_filled(inputs)
});