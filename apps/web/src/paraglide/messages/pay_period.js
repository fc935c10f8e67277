/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_PeriodInputs */

const en_pay_period = /** @type {(inputs: Pay_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay period`)
};

const fr_pay_period = /** @type {(inputs: Pay_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Période de paie`)
};

/**
* | output |
* | --- |
* | "Pay period" |
*
* @param {Pay_PeriodInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pay_period = /** @type {((inputs?: Pay_PeriodInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_PeriodInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pay_period(inputs)
	return en_pay_period(inputs)
});