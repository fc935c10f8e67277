/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Blog_Jsonld_NameInputs */

const en_blog_jsonld_name = /** @type {(inputs: Blog_Jsonld_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.company} Blog`)
};

const fr_blog_jsonld_name = /** @type {(inputs: Blog_Jsonld_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Blogue de ${i?.company}`)
};

/**
* | output |
* | --- |
* | "{company} Blog" |
*
* @param {Blog_Jsonld_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_jsonld_name = /** @type {((inputs: Blog_Jsonld_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Jsonld_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_jsonld_name(inputs)
	return en_blog_jsonld_name(inputs)
});