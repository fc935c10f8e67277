/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} My_Postings_Answer_Link_SentInputs */

const en_my_postings_answer_link_sent = /** @type {(inputs: My_Postings_Answer_Link_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If that address posted jobs with us, we've sent a link to it. It works for ${i?.minutes} minutes.`)
};

const fr_my_postings_answer_link_sent = /** @type {(inputs: My_Postings_Answer_Link_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si cette adresse a publié des offres chez nous, nous y avons envoyé un lien. Il est valide pendant ${i?.minutes} minutes.`)
};

/**
* | output |
* | --- |
* | "If that address posted jobs with us, we've sent a link to it. It works for {minutes} minutes." |
*
* @param {My_Postings_Answer_Link_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_answer_link_sent = /** @type {((inputs: My_Postings_Answer_Link_SentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Answer_Link_SentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_answer_link_sent(inputs)
	return en_my_postings_answer_link_sent(inputs)
});