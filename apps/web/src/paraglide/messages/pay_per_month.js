/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Per_MonthInputs */

const en_pay_per_month = /** @type {(inputs: Pay_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per month`)
};

const fr_pay_per_month = /** @type {(inputs: Pay_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par mois`)
};

/**
* | output |
* | --- |
* | "Per month" |
*
* @param {Pay_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pay_per_month = /** @type {((inputs?: Pay_Per_MonthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Per_MonthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pay_per_month(inputs)
	return en_pay_per_month(inputs)
});