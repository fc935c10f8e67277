/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Head_KeywordsInputs */

const en_blog_head_keywords = /** @type {(inputs: Blog_Head_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`staffing blog, hiring tips Ontario, warehouse careers, freight shipping advice, logistics insights, job interview tips, Ontario employers`)
};

const fr_blog_head_keywords = /** @type {(inputs: Blog_Head_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`blogue dotation, conseils d’embauche Ontario, carrières en entrepôt, conseils transport de marchandises, perspectives logistiques, conseils d’entrevue, employeurs de l’Ontario`)
};

/**
* | output |
* | --- |
* | "staffing blog, hiring tips Ontario, warehouse careers, freight shipping advice, logistics insights, job interview tips, Ontario employers" |
*
* @param {Blog_Head_KeywordsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_head_keywords = /** @type {((inputs?: Blog_Head_KeywordsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Head_KeywordsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_head_keywords(inputs)
	return en_blog_head_keywords(inputs)
});