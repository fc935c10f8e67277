/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Answer_Closed_FilledInputs */

const en_my_postings_answer_closed_filled = /** @type {(inputs: My_Postings_Answer_Closed_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your job posting is closed as filled.`)
};

const fr_my_postings_answer_closed_filled = /** @type {(inputs: My_Postings_Answer_Closed_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre offre d’emploi est fermée comme pourvue.`)
};

/**
* | output |
* | --- |
* | "Your job posting is closed as filled." |
*
* @param {My_Postings_Answer_Closed_FilledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_answer_closed_filled = /** @type {((inputs?: My_Postings_Answer_Closed_FilledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Answer_Closed_FilledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_answer_closed_filled(inputs)
	return en_my_postings_answer_closed_filled(inputs)
});