/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_Period_Without_AmountInputs */

const en_form_error_period_without_amount = /** @type {(inputs: Form_Error_Period_Without_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a pay amount for the pay period`)
};

const fr_form_error_period_without_amount = /** @type {(inputs: Form_Error_Period_Without_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un montant pour la période de paie`)
};

/**
* | output |
* | --- |
* | "Enter a pay amount for the pay period" |
*
* @param {Form_Error_Period_Without_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_error_period_without_amount = /** @type {((inputs?: Form_Error_Period_Without_AmountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_Period_Without_AmountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_error_period_without_amount(inputs)
	return en_form_error_period_without_amount(inputs)
});