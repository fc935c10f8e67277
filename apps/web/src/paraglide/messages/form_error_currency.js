/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_CurrencyInputs */

const en_form_error_currency = /** @type {(inputs: Form_Error_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency must be a three-letter code such as CAD`)
};

const fr_form_error_currency = /** @type {(inputs: Form_Error_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La devise doit être un code de trois lettres comme CAD`)
};

/**
* | output |
* | --- |
* | "Currency must be a three-letter code such as CAD" |
*
* @param {Form_Error_CurrencyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_error_currency = /** @type {((inputs?: Form_Error_CurrencyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_CurrencyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_error_currency(inputs)
	return en_form_error_currency(inputs)
});