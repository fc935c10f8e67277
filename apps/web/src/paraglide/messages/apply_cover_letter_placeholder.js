/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Cover_Letter_PlaceholderInputs */

const en_apply_cover_letter_placeholder = /** @type {(inputs: Apply_Cover_Letter_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us why you're a great fit for this role, your relevant experience and when you can start.`)
};

const fr_apply_cover_letter_placeholder = /** @type {(inputs: Apply_Cover_Letter_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dites-nous pourquoi ce poste vous convient, parlez-nous de votre expérience et de la date à laquelle vous pouvez commencer.`)
};

/**
* | output |
* | --- |
* | "Tell us why you're a great fit for this role, your relevant experience and when you can start." |
*
* @param {Apply_Cover_Letter_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_cover_letter_placeholder = /** @type {((inputs?: Apply_Cover_Letter_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Cover_Letter_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_cover_letter_placeholder(inputs)
	return en_apply_cover_letter_placeholder(inputs)
});