/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Answer_ClosedInputs */

const en_my_postings_answer_closed = /** @type {(inputs: My_Postings_Answer_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This job posting is closed. Repost it to open it again.`)
};

const fr_my_postings_answer_closed = /** @type {(inputs: My_Postings_Answer_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette offre d’emploi est fermée. Republiez-la pour la rouvrir.`)
};

/**
* | output |
* | --- |
* | "This job posting is closed. Repost it to open it again." |
*
* @param {My_Postings_Answer_ClosedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_answer_closed = /** @type {((inputs?: My_Postings_Answer_ClosedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Answer_ClosedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_answer_closed(inputs)
	return en_my_postings_answer_closed(inputs)
});