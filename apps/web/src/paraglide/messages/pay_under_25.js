/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Under_25Inputs */

const en_pay_under_25 = /** @type {(inputs: Pay_Under_25Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The employer has fewer than 25 employees`)
};

const fr_pay_under_25 = /** @type {(inputs: Pay_Under_25Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’employeur compte moins de 25 employés`)
};

/**
* | output |
* | --- |
* | "The employer has fewer than 25 employees" |
*
* @param {Pay_Under_25Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pay_under_25 = /** @type {((inputs?: Pay_Under_25Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Under_25Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pay_under_25(inputs)
	return en_pay_under_25(inputs)
});