/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Repost_TextInputs */

const en_my_postings_repost_text = /** @type {(inputs: My_Postings_Repost_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It goes back to review and is published again, with a new end date, once approved.`)
};

const fr_my_postings_repost_text = /** @type {(inputs: My_Postings_Repost_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elle retourne en examen et est publiée de nouveau, avec une nouvelle date de fin, une fois approuvée.`)
};

/**
* | output |
* | --- |
* | "It goes back to review and is published again, with a new end date, once approved." |
*
* @param {My_Postings_Repost_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_repost_text = /** @type {((inputs?: My_Postings_Repost_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Repost_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_repost_text(inputs)
	return en_my_postings_repost_text(inputs)
});