/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_LocationInputs */

const en_form_error_location = /** @type {(inputs: Form_Error_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location is required`)
};

const fr_form_error_location = /** @type {(inputs: Form_Error_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lieu est obligatoire`)
};

/**
* | output |
* | --- |
* | "Location is required" |
*
* @param {Form_Error_LocationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_error_location = /** @type {((inputs?: Form_Error_LocationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_LocationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_error_location(inputs)
	return en_form_error_location(inputs)
});