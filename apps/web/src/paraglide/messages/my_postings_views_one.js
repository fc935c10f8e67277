/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Views_OneInputs */

const en_my_postings_views_one = /** @type {(inputs: My_Postings_Views_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 view`)
};

const fr_my_postings_views_one = /** @type {(inputs: My_Postings_Views_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 consultation`)
};

/**
* | output |
* | --- |
* | "1 view" |
*
* @param {My_Postings_Views_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_views_one = /** @type {((inputs?: My_Postings_Views_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Views_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_views_one(inputs)
	return en_my_postings_views_one(inputs)
});