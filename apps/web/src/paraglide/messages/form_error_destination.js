/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_DestinationInputs */

const en_form_error_destination = /** @type {(inputs: Form_Error_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destination location is required`)
};

const fr_form_error_destination = /** @type {(inputs: Form_Error_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lieu de destination est obligatoire`)
};

/**
* | output |
* | --- |
* | "Destination location is required" |
*
* @param {Form_Error_DestinationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_error_destination = /** @type {((inputs?: Form_Error_DestinationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_DestinationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_error_destination(inputs)
	return en_form_error_destination(inputs)
});