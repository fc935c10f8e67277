/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Cover_LetterInputs */

const en_apply_cover_letter = /** @type {(inputs: Apply_Cover_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cover Letter`)
};

const fr_apply_cover_letter = /** @type {(inputs: Apply_Cover_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lettre de présentation`)
};

/**
* | output |
* | --- |
* | "Cover Letter" |
*
* @param {Apply_Cover_LetterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_cover_letter = /** @type {((inputs?: Apply_Cover_LetterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Cover_LetterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_cover_letter(inputs)
	return en_apply_cover_letter(inputs)
});