/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_Control_CharactersInputs */

const en_form_error_control_characters = /** @type {(inputs: Form_Error_Control_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Must not contain control characters`)
};

const fr_form_error_control_characters = /** @type {(inputs: Form_Error_Control_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne doit pas contenir de caractères de contrôle`)
};

/**
* | output |
* | --- |
* | "Must not contain control characters" |
*
* @param {Form_Error_Control_CharactersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_error_control_characters = /** @type {((inputs?: Form_Error_Control_CharactersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_Control_CharactersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_error_control_characters(inputs)
	return en_form_error_control_characters(inputs)
});