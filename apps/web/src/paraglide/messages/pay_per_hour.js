/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Per_HourInputs */

const en_pay_per_hour = /** @type {(inputs: Pay_Per_HourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per hour`)
};

const fr_pay_per_hour = /** @type {(inputs: Pay_Per_HourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De l’heure`)
};

/**
* | output |
* | --- |
* | "Per hour" |
*
* @param {Pay_Per_HourInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pay_per_hour = /** @type {((inputs?: Pay_Per_HourInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Per_HourInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pay_per_hour(inputs)
	return en_pay_per_hour(inputs)
});