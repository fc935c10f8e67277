/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_Service_TypeInputs */

const en_form_error_service_type = /** @type {(inputs: Form_Error_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a service type`)
};

const fr_form_error_service_type = /** @type {(inputs: Form_Error_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir un type de service`)
};

/**
* | output |
* | --- |
* | "Please select a service type" |
*
* @param {Form_Error_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_error_service_type = /** @type {((inputs?: Form_Error_Service_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_Service_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_error_service_type(inputs)
	return en_form_error_service_type(inputs)
});