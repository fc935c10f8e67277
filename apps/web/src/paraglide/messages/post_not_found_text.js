/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Not_Found_TextInputs */

const en_post_not_found_text = /** @type {(inputs: Post_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The blog post you're looking for doesn't exist.`)
};

const fr_post_not_found_text = /** @type {(inputs: Post_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’article de blogue que vous cherchez n’existe pas.`)
};

/**
* | output |
* | --- |
* | "The blog post you're looking for doesn't exist." |
*
* @param {Post_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_not_found_text = /** @type {((inputs?: Post_Not_Found_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Not_Found_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_not_found_text(inputs)
	return en_post_not_found_text(inputs)
});