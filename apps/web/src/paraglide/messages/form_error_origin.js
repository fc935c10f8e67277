/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_OriginInputs */

const en_form_error_origin = /** @type {(inputs: Form_Error_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origin location is required`)
};

const fr_form_error_origin = /** @type {(inputs: Form_Error_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lieu d’origine est obligatoire`)
};

/**
* | output |
* | --- |
* | "Origin location is required" |
*
* @param {Form_Error_OriginInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_error_origin = /** @type {((inputs?: Form_Error_OriginInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_OriginInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_error_origin(inputs)
	return en_form_error_origin(inputs)
});