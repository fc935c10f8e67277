/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Read_TimeInputs */

const en_blog_read_time = /** @type {(inputs: Blog_Read_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5 min read`)
};

const fr_blog_read_time = /** @type {(inputs: Blog_Read_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5 min de lecture`)
};

/**
* | output |
* | --- |
* | "5 min read" |
*
* @param {Blog_Read_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_read_time = /** @type {((inputs?: Blog_Read_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Read_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_read_time(inputs)
	return en_blog_read_time(inputs)
});