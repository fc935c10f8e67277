/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Service_TypeInputs */

const en_form_service_type = /** @type {(inputs: Form_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service Type`)
};

const fr_form_service_type = /** @type {(inputs: Form_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type de service`)
};

/**
* | output |
* | --- |
* | "Service Type" |
*
* @param {Form_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_service_type = /** @type {((inputs?: Form_Service_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_service_type(inputs)
	return en_form_service_type(inputs)
});