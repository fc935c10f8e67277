/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_Amount_Without_PeriodInputs */

const en_form_error_amount_without_period = /** @type {(inputs: Form_Error_Amount_Without_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a pay period`)
};

const fr_form_error_amount_without_period = /** @type {(inputs: Form_Error_Amount_Without_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une période de paie`)
};

/**
* | output |
* | --- |
* | "Please select a pay period" |
*
* @param {Form_Error_Amount_Without_PeriodInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_error_amount_without_period = /** @type {((inputs?: Form_Error_Amount_Without_PeriodInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_Amount_Without_PeriodInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_error_amount_without_period(inputs)
	return en_form_error_amount_without_period(inputs)
});