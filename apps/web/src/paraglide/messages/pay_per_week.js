/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Per_WeekInputs */

const en_pay_per_week = /** @type {(inputs: Pay_Per_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per week`)
};

const fr_pay_per_week = /** @type {(inputs: Pay_Per_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par semaine`)
};

/**
* | output |
* | --- |
* | "Per week" |
*
* @param {Pay_Per_WeekInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pay_per_week = /** @type {((inputs?: Pay_Per_WeekInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Per_WeekInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pay_per_week(inputs)
	return en_pay_per_week(inputs)
});