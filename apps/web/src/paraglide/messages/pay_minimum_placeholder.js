/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Minimum_PlaceholderInputs */

const en_pay_minimum_placeholder = /** @type {(inputs: Pay_Minimum_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 22`)
};

const fr_pay_minimum_placeholder = /** @type {(inputs: Pay_Minimum_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ex. 22`)
};

/**
* | output |
* | --- |
* | "e.g. 22" |
*
* @param {Pay_Minimum_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pay_minimum_placeholder = /** @type {((inputs?: Pay_Minimum_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Minimum_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pay_minimum_placeholder(inputs)
	return en_pay_minimum_placeholder(inputs)
});