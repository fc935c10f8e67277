/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Close_TextInputs */

const en_my_postings_close_text = /** @type {(inputs: My_Postings_Close_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It stops taking applications at once; its page stays and says so. You can repost it later.`)
};

const fr_my_postings_close_text = /** @type {(inputs: My_Postings_Close_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elle cesse immédiatement de recevoir des candidatures; sa page reste en ligne et l’indique. Vous pourrez la republier plus tard.`)
};

/**
* | output |
* | --- |
* | "It stops taking applications at once; its page stays and says so. You can repost it later." |
*
* @param {My_Postings_Close_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_close_text = /** @type {((inputs?: My_Postings_Close_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Close_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_close_text(inputs)
	return en_my_postings_close_text(inputs)
});