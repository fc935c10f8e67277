/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Select_PeriodInputs */

const en_pay_select_period = /** @type {(inputs: Pay_Select_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select period`)
};

const fr_pay_select_period = /** @type {(inputs: Pay_Select_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la période`)
};

/**
* | output |
* | --- |
* | "Select period" |
*
* @param {Pay_Select_PeriodInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pay_select_period = /** @type {((inputs?: Pay_Select_PeriodInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Select_PeriodInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pay_select_period(inputs)
	return en_pay_select_period(inputs)
});