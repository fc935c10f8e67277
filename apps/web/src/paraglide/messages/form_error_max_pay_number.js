/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_Max_Pay_NumberInputs */

const en_form_error_max_pay_number = /** @type {(inputs: Form_Error_Max_Pay_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maximum pay must be a number`)
};

const fr_form_error_max_pay_number = /** @type {(inputs: Form_Error_Max_Pay_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le salaire maximum doit être un nombre`)
};

/**
* | output |
* | --- |
* | "Maximum pay must be a number" |
*
* @param {Form_Error_Max_Pay_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_error_max_pay_number = /** @type {((inputs?: Form_Error_Max_Pay_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_Max_Pay_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_error_max_pay_number(inputs)
	return en_form_error_max_pay_number(inputs)
});