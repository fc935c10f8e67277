/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_My_PostingsInputs */

const en_nav_my_postings = /** @type {(inputs: Nav_My_PostingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My postings`)
};

const fr_nav_my_postings = /** @type {(inputs: Nav_My_PostingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes offres`)
};

/**
* | output |
* | --- |
* | "My postings" |
*
* @param {Nav_My_PostingsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_my_postings = /** @type {((inputs?: Nav_My_PostingsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_My_PostingsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_my_postings(inputs)
	return en_nav_my_postings(inputs)
});