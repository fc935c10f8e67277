/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Blog_EyebrowInputs */

const en_home_blog_eyebrow = /** @type {(inputs: Home_Blog_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insights`)
};

const fr_home_blog_eyebrow = /** @type {(inputs: Home_Blog_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perspectives`)
};

/**
* | output |
* | --- |
* | "Insights" |
*
* @param {Home_Blog_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_blog_eyebrow = /** @type {((inputs?: Home_Blog_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Blog_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_blog_eyebrow(inputs)
	return en_home_blog_eyebrow(inputs)
});