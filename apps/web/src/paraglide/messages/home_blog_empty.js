/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Blog_EmptyInputs */

const en_home_blog_empty = /** @type {(inputs: Home_Blog_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New articles are coming soon.`)
};

const fr_home_blog_empty = /** @type {(inputs: Home_Blog_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De nouveaux articles arrivent bientôt.`)
};

/**
* | output |
* | --- |
* | "New articles are coming soon." |
*
* @param {Home_Blog_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_blog_empty = /** @type {((inputs?: Home_Blog_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Blog_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_blog_empty(inputs)
	return en_home_blog_empty(inputs)
});