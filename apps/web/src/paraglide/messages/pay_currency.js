/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_CurrencyInputs */

const en_pay_currency = /** @type {(inputs: Pay_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

const fr_pay_currency = /** @type {(inputs: Pay_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devise`)
};

/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Pay_CurrencyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pay_currency = /** @type {((inputs?: Pay_CurrencyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_CurrencyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pay_currency(inputs)
	return en_pay_currency(inputs)
});