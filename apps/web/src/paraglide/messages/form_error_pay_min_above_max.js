/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_Pay_Min_Above_MaxInputs */

const en_form_error_pay_min_above_max = /** @type {(inputs: Form_Error_Pay_Min_Above_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maximum pay must be at least the minimum pay`)
};

const fr_form_error_pay_min_above_max = /** @type {(inputs: Form_Error_Pay_Min_Above_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le salaire maximum doit être au moins égal au salaire minimum`)
};

/**
* | output |
* | --- |
* | "Maximum pay must be at least the minimum pay" |
*
* @param {Form_Error_Pay_Min_Above_MaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_error_pay_min_above_max = /** @type {((inputs?: Form_Error_Pay_Min_Above_MaxInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_Pay_Min_Above_MaxInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_error_pay_min_above_max(inputs)
	return en_form_error_pay_min_above_max(inputs)
});