/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} My_Postings_Views_ManyInputs */

const en_my_postings_views_many = /** @type {(inputs: My_Postings_Views_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} views`)
};

const fr_my_postings_views_many = /** @type {(inputs: My_Postings_Views_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} consultations`)
};

/**
* | output |
* | --- |
* | "{count} views" |
*
* @param {My_Postings_Views_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_views_many = /** @type {((inputs: My_Postings_Views_ManyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Views_ManyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_views_many(inputs)
	return en_my_postings_views_many(inputs)
});