/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ author: NonNullable<unknown> }} Post_Written_ByInputs */

const en_post_written_by = /** @type {(inputs: Post_Written_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Written by ${i?.author}`)
};

const fr_post_written_by = /** @type {(inputs: Post_Written_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rédigé par ${i?.author}`)
};

/**
* | output |
* | --- |
* | "Written by {author}" |
*
* @param {Post_Written_ByInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_written_by = /** @type {((inputs: Post_Written_ByInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Written_ByInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_written_by(inputs)
	return en_post_written_by(inputs)
});