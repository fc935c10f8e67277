/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_MaximumInputs */

const en_pay_maximum = /** @type {(inputs: Pay_MaximumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maximum pay`)
};

const fr_pay_maximum = /** @type {(inputs: Pay_MaximumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salaire maximum`)
};

/**
* | output |
* | --- |
* | "Maximum pay" |
*
* @param {Pay_MaximumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pay_maximum = /** @type {((inputs?: Pay_MaximumInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_MaximumInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pay_maximum(inputs)
	return en_pay_maximum(inputs)
});