/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Per_DayInputs */

const en_pay_per_day = /** @type {(inputs: Pay_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per day`)
};

const fr_pay_per_day = /** @type {(inputs: Pay_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par jour`)
};

/**
* | output |
* | --- |
* | "Per day" |
*
* @param {Pay_Per_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pay_per_day = /** @type {((inputs?: Pay_Per_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Per_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pay_per_day(inputs)
	return en_pay_per_day(inputs)
});