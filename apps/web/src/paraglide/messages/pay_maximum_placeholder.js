/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Maximum_PlaceholderInputs */

const en_pay_maximum_placeholder = /** @type {(inputs: Pay_Maximum_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 26`)
};

const fr_pay_maximum_placeholder = /** @type {(inputs: Pay_Maximum_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ex. 26`)
};

/**
* | output |
* | --- |
* | "e.g. 26" |
*
* @param {Pay_Maximum_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pay_maximum_placeholder = /** @type {((inputs?: Pay_Maximum_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Maximum_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pay_maximum_placeholder(inputs)
	return en_pay_maximum_placeholder(inputs)
});