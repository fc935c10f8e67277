/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Loading_RelatedInputs */

const en_post_loading_related = /** @type {(inputs: Post_Loading_RelatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading related articles...`)
};

const fr_post_loading_related = /** @type {(inputs: Post_Loading_RelatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des articles connexes...`)
};

/**
* | output |
* | --- |
* | "Loading related articles..." |
*
* @param {Post_Loading_RelatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_loading_related = /** @type {((inputs?: Post_Loading_RelatedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Loading_RelatedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_loading_related(inputs)
	return en_post_loading_related(inputs)
});