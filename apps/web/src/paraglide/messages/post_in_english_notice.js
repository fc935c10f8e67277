/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_In_English_NoticeInputs */

const en_post_in_english_notice = /** @type {(inputs: Post_In_English_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This article is only available in English.`)
};

const fr_post_in_english_notice = /** @type {(inputs: Post_In_English_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article n’est offert qu’en anglais.`)
};

/**
* | output |
* | --- |
* | "This article is only available in English." |
*
* @param {Post_In_English_NoticeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_in_english_notice = /** @type {((inputs?: Post_In_English_NoticeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_In_English_NoticeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_in_english_notice(inputs)
	return en_post_in_english_notice(inputs)
});