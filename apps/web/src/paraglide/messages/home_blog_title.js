/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Blog_TitleInputs */

const en_home_blog_title = /** @type {(inputs: Home_Blog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest from Our Blog`)
};

const fr_home_blog_title = /** @type {(inputs: Home_Blog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernières nouvelles de notre blogue`)
};

/**
* | output |
* | --- |
* | "Latest from Our Blog" |
*
* @param {Home_Blog_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_blog_title = /** @type {((inputs?: Home_Blog_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Blog_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_blog_title(inputs)
	return en_home_blog_title(inputs)
});