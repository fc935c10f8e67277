/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_MessageInputs */

const en_form_error_message = /** @type {(inputs: Form_Error_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message must be at least 10 characters`)
};

const fr_form_error_message = /** @type {(inputs: Form_Error_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le message doit comporter au moins 10 caractères`)
};

/**
* | output |
* | --- |
* | "Message must be at least 10 characters" |
*
* @param {Form_Error_MessageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_error_message = /** @type {((inputs?: Form_Error_MessageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_MessageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_error_message(inputs)
	return en_form_error_message(inputs)
});