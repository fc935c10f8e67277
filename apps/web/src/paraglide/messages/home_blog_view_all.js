/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Blog_View_AllInputs */

const en_home_blog_view_all = /** @type {(inputs: Home_Blog_View_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View All Articles`)
};

const fr_home_blog_view_all = /** @type {(inputs: Home_Blog_View_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir tous les articles`)
};

/**
* | output |
* | --- |
* | "View All Articles" |
*
* @param {Home_Blog_View_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_blog_view_all = /** @type {((inputs?: Home_Blog_View_AllInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Blog_View_AllInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_blog_view_all(inputs)
	return en_home_blog_view_all(inputs)
});