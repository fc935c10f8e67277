/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Cover_LetterInputs */

const en_error_cover_letter = /** @type {(inputs: Error_Cover_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please provide a cover letter for your application.`)
};

const fr_error_cover_letter = /** @type {(inputs: Error_Cover_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez joindre une lettre de présentation à votre candidature.`)
};

/**
* | output |
* | --- |
* | "Please provide a cover letter for your application." |
*
* @param {Error_Cover_LetterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_cover_letter = /** @type {((inputs?: Error_Cover_LetterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Cover_LetterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_cover_letter(inputs)
	return en_error_cover_letter(inputs)
});