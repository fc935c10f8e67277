/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_NameInputs */

const en_form_error_name = /** @type {(inputs: Form_Error_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name must be at least 2 characters`)
};

const fr_form_error_name = /** @type {(inputs: Form_Error_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom doit comporter au moins 2 caractères`)
};

/**
* | output |
* | --- |
* | "Name must be at least 2 characters" |
*
* @param {Form_Error_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_error_name = /** @type {((inputs?: Form_Error_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_error_name(inputs)
	return en_form_error_name(inputs)
});