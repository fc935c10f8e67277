/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Keep_As_IsInputs */

const en_my_postings_keep_as_is = /** @type {(inputs: My_Postings_Keep_As_IsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it as it is`)
};

const fr_my_postings_keep_as_is = /** @type {(inputs: My_Postings_Keep_As_IsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La laisser telle quelle`)
};

/**
* | output |
* | --- |
* | "Keep it as it is" |
*
* @param {My_Postings_Keep_As_IsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_keep_as_is = /** @type {((inputs?: My_Postings_Keep_As_IsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Keep_As_IsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_keep_as_is(inputs)
	return en_my_postings_keep_as_is(inputs)
});