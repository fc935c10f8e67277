/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} My_Postings_Denied_WhyInputs */

const en_my_postings_denied_why = /** @type {(inputs: My_Postings_Denied_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Why: ${i?.reason}`)
};

const fr_my_postings_denied_why = /** @type {(inputs: My_Postings_Denied_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motif : ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Why: {reason}" |
*
* @param {My_Postings_Denied_WhyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_denied_why = /** @type {((inputs: My_Postings_Denied_WhyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Denied_WhyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_denied_why(inputs)
	return en_my_postings_denied_why(inputs)
});