/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_MinimumInputs */

const en_pay_minimum = /** @type {(inputs: Pay_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minimum pay`)
};

const fr_pay_minimum = /** @type {(inputs: Pay_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salaire minimum`)
};

/**
* | output |
* | --- |
* | "Minimum pay" |
*
* @param {Pay_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pay_minimum = /** @type {((inputs?: Pay_MinimumInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_MinimumInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pay_minimum(inputs)
	return en_pay_minimum(inputs)
});