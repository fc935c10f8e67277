/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} My_Postings_Applications_ManyInputs */

const en_my_postings_applications_many = /** @type {(inputs: My_Postings_Applications_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} applications`)
};

const fr_my_postings_applications_many = /** @type {(inputs: My_Postings_Applications_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} candidatures`)
};

/**
* | output |
* | --- |
* | "{count} applications" |
*
* @param {My_Postings_Applications_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_applications_many = /** @type {((inputs: My_Postings_Applications_ManyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Applications_ManyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_applications_many(inputs)
	return en_my_postings_applications_many(inputs)
});