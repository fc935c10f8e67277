/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Stat_ReadersInputs */

const en_blog_stat_readers = /** @type {(inputs: Blog_Stat_ReadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly Readers`)
};

const fr_blog_stat_readers = /** @type {(inputs: Blog_Stat_ReadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecteurs par mois`)
};

/**
* | output |
* | --- |
* | "Monthly Readers" |
*
* @param {Blog_Stat_ReadersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_stat_readers = /** @type {((inputs?: Blog_Stat_ReadersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Stat_ReadersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_stat_readers(inputs)
	return en_blog_stat_readers(inputs)
});