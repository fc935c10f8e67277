/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_RepostInputs */

const en_my_postings_repost = /** @type {(inputs: My_Postings_RepostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repost`)
};

const fr_my_postings_repost = /** @type {(inputs: My_Postings_RepostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Republier`)
};

/**
* | output |
* | --- |
* | "Repost" |
*
* @param {My_Postings_RepostInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_repost = /** @type {((inputs?: My_Postings_RepostInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_RepostInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_repost(inputs)
	return en_my_postings_repost(inputs)
});