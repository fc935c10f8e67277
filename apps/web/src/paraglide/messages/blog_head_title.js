/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Head_TitleInputs */

const en_blog_head_title = /** @type {(inputs: Blog_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog - Insights & Resources`)
};

const fr_blog_head_title = /** @type {(inputs: Blog_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blogue - Perspectives et ressources`)
};

/**
* | output |
* | --- |
* | "Blog - Insights & Resources" |
*
* @param {Blog_Head_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_head_title = /** @type {((inputs?: Blog_Head_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Head_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_head_title(inputs)
	return en_blog_head_title(inputs)
});