/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Answer_UpdatedInputs */

const en_my_postings_answer_updated = /** @type {(inputs: My_Postings_Answer_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your changes were sent for review.`)
};

const fr_my_postings_answer_updated = /** @type {(inputs: My_Postings_Answer_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos modifications ont été envoyées pour examen.`)
};

/**
* | output |
* | --- |
* | "Your changes were sent for review." |
*
* @param {My_Postings_Answer_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_answer_updated = /** @type {((inputs?: My_Postings_Answer_UpdatedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Answer_UpdatedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_answer_updated(inputs)
	return en_my_postings_answer_updated(inputs)
});