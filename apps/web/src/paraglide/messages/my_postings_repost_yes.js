/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Repost_YesInputs */

const en_my_postings_repost_yes = /** @type {(inputs: My_Postings_Repost_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, repost`)
};

const fr_my_postings_repost_yes = /** @type {(inputs: My_Postings_Repost_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui, republier`)
};

/**
* | output |
* | --- |
* | "Yes, repost" |
*
* @param {My_Postings_Repost_YesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_repost_yes = /** @type {((inputs?: My_Postings_Repost_YesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Repost_YesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_repost_yes(inputs)
	return en_my_postings_repost_yes(inputs)
});