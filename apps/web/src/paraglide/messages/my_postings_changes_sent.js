/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Changes_SentInputs */

const en_my_postings_changes_sent = /** @type {(inputs: My_Postings_Changes_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes sent for review`)
};

const fr_my_postings_changes_sent = /** @type {(inputs: My_Postings_Changes_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifications envoyées pour examen`)
};

/**
* | output |
* | --- |
* | "Changes sent for review" |
*
* @param {My_Postings_Changes_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_changes_sent = /** @type {((inputs?: My_Postings_Changes_SentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Changes_SentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_changes_sent(inputs)
	return en_my_postings_changes_sent(inputs)
});