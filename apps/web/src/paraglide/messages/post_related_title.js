/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Related_TitleInputs */

const en_post_related_title = /** @type {(inputs: Post_Related_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Related Articles`)
};

const fr_post_related_title = /** @type {(inputs: Post_Related_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles connexes`)
};

/**
* | output |
* | --- |
* | "Related Articles" |
*
* @param {Post_Related_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_related_title = /** @type {((inputs?: Post_Related_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Related_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_related_title(inputs)
	return en_post_related_title(inputs)
});