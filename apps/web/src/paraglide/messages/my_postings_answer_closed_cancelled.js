/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Answer_Closed_CancelledInputs */

const en_my_postings_answer_closed_cancelled = /** @type {(inputs: My_Postings_Answer_Closed_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your job posting is closed as cancelled.`)
};

const fr_my_postings_answer_closed_cancelled = /** @type {(inputs: My_Postings_Answer_Closed_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre offre d’emploi est fermée comme annulée.`)
};

/**
* | output |
* | --- |
* | "Your job posting is closed as cancelled." |
*
* @param {My_Postings_Answer_Closed_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_answer_closed_cancelled = /** @type {((inputs?: My_Postings_Answer_Closed_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Answer_Closed_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_answer_closed_cancelled(inputs)
	return en_my_postings_answer_closed_cancelled(inputs)
});