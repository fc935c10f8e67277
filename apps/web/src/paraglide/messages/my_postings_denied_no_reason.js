/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Denied_No_ReasonInputs */

const en_my_postings_denied_no_reason = /** @type {(inputs: My_Postings_Denied_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reason was given; reply to our email or call us to know more.`)
};

const fr_my_postings_denied_no_reason = /** @type {(inputs: My_Postings_Denied_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun motif n’a été donné; répondez à notre courriel ou appelez-nous pour en savoir plus.`)
};

/**
* | output |
* | --- |
* | "No reason was given; reply to our email or call us to know more." |
*
* @param {My_Postings_Denied_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_denied_no_reason = /** @type {((inputs?: My_Postings_Denied_No_ReasonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Denied_No_ReasonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_denied_no_reason(inputs)
	return en_my_postings_denied_no_reason(inputs)
});