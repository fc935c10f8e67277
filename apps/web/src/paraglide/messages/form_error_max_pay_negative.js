/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_Max_Pay_NegativeInputs */

const en_form_error_max_pay_negative = /** @type {(inputs: Form_Error_Max_Pay_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maximum pay cannot be negative`)
};

const fr_form_error_max_pay_negative = /** @type {(inputs: Form_Error_Max_Pay_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le salaire maximum ne peut pas être négatif`)
};

/**
* | output |
* | --- |
* | "Maximum pay cannot be negative" |
*
* @param {Form_Error_Max_Pay_NegativeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_error_max_pay_negative = /** @type {((inputs?: Form_Error_Max_Pay_NegativeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_Max_Pay_NegativeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_error_max_pay_negative(inputs)
	return en_form_error_max_pay_negative(inputs)
});