/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_Freight_TypeInputs */

const en_form_error_freight_type = /** @type {(inputs: Form_Error_Freight_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select freight type`)
};

const fr_form_error_freight_type = /** @type {(inputs: Form_Error_Freight_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir le type de marchandises`)
};

/**
* | output |
* | --- |
* | "Please select freight type" |
*
* @param {Form_Error_Freight_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_error_freight_type = /** @type {((inputs?: Form_Error_Freight_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_Freight_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_error_freight_type(inputs)
	return en_form_error_freight_type(inputs)
});