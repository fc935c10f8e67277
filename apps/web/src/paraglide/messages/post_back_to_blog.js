/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Back_To_BlogInputs */

const en_post_back_to_blog = /** @type {(inputs: Post_Back_To_BlogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Blog`)
};

const fr_post_back_to_blog = /** @type {(inputs: Post_Back_To_BlogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au blogue`)
};

/**
* | output |
* | --- |
* | "Back to Blog" |
*
* @param {Post_Back_To_BlogInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_back_to_blog = /** @type {((inputs?: Post_Back_To_BlogInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Back_To_BlogInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_back_to_blog(inputs)
	return en_post_back_to_blog(inputs)
});