/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Posted_OnInputs */

const en_my_postings_posted_on = /** @type {(inputs: My_Postings_Posted_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`posted on`)
};

const fr_my_postings_posted_on = /** @type {(inputs: My_Postings_Posted_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`publiée le`)
};

/**
* | output |
* | --- |
* | "posted on" |
*
* @param {My_Postings_Posted_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_posted_on = /** @type {((inputs?: My_Postings_Posted_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Posted_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_posted_on(inputs)
	return en_my_postings_posted_on(inputs)
});