/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Stat_ContentInputs */

const en_blog_stat_content = /** @type {(inputs: Blog_Stat_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Content`)
};

const fr_blog_stat_content = /** @type {(inputs: Blog_Stat_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau contenu`)
};

/**
* | output |
* | --- |
* | "New Content" |
*
* @param {Blog_Stat_ContentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_stat_content = /** @type {((inputs?: Blog_Stat_ContentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Stat_ContentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_stat_content(inputs)
	return en_blog_stat_content(inputs)
});