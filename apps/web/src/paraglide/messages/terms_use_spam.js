/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Use_SpamInputs */

const en_terms_use_spam = /** @type {(inputs: Terms_Use_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`use the Website to send unsolicited commercial messages contrary to Canada's Anti-Spam Legislation (CASL).`)
};

const fr_terms_use_spam = /** @type {(inputs: Terms_Use_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`utiliser le site Web pour envoyer des messages commerciaux non sollicités contrairement à la Loi canadienne anti-pourriel (LCAP).`)
};

/**
* | output |
* | --- |
* | "use the Website to send unsolicited commercial messages contrary to Canada's Anti-Spam Legislation (CASL)." |
*
* @param {Terms_Use_SpamInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_use_spam = /** @type {((inputs?: Terms_Use_SpamInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Use_SpamInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_use_spam(inputs)
	return en_terms_use_spam(inputs)
});