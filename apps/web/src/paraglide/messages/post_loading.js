/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_LoadingInputs */

const en_post_loading = /** @type {(inputs: Post_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading article`)
};

const fr_post_loading = /** @type {(inputs: Post_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de l’article`)
};

/**
* | output |
* | --- |
* | "Loading article" |
*
* @param {Post_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_loading = /** @type {((inputs?: Post_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_loading(inputs)
	return en_post_loading(inputs)
});