/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Control_CharactersInputs */

const en_error_control_characters = /** @type {(inputs: Error_Control_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Must not contain control characters`)
};

const fr_error_control_characters = /** @type {(inputs: Error_Control_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne doit pas contenir de caractères de contrôle`)
};

/**
* | output |
* | --- |
* | "Must not contain control characters" |
*
* @param {Error_Control_CharactersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_control_characters = /** @type {((inputs?: Error_Control_CharactersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Control_CharactersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_control_characters(inputs)
	return en_error_control_characters(inputs)
});