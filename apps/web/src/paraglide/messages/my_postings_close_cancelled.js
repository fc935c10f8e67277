/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Close_CancelledInputs */

const en_my_postings_close_cancelled = /** @type {(inputs: My_Postings_Close_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close as cancelled`)
};

const fr_my_postings_close_cancelled = /** @type {(inputs: My_Postings_Close_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer comme annulée`)
};

/**
* | output |
* | --- |
* | "Close as cancelled" |
*
* @param {My_Postings_Close_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_close_cancelled = /** @type {((inputs?: My_Postings_Close_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Close_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_close_cancelled(inputs)
	return en_my_postings_close_cancelled(inputs)
});