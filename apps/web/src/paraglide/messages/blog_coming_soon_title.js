/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Coming_Soon_TitleInputs */

const en_blog_coming_soon_title = /** @type {(inputs: Blog_Coming_Soon_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coming Soon`)
};

const fr_blog_coming_soon_title = /** @type {(inputs: Blog_Coming_Soon_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bientôt disponible`)
};

/**
* | output |
* | --- |
* | "Coming Soon" |
*
* @param {Blog_Coming_Soon_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_coming_soon_title = /** @type {((inputs?: Blog_Coming_Soon_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Coming_Soon_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_coming_soon_title(inputs)
	return en_blog_coming_soon_title(inputs)
});