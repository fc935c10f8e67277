/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Keep_ReadingInputs */

const en_post_keep_reading = /** @type {(inputs: Post_Keep_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep reading`)
};

const fr_post_keep_reading = /** @type {(inputs: Post_Keep_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poursuivre la lecture`)
};

/**
* | output |
* | --- |
* | "Keep reading" |
*
* @param {Post_Keep_ReadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_keep_reading = /** @type {((inputs?: Post_Keep_ReadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Keep_ReadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_keep_reading(inputs)
	return en_post_keep_reading(inputs)
});