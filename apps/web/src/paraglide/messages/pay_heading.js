/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_HeadingInputs */

const en_pay_heading = /** @type {(inputs: Pay_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay and Ontario posting details`)
};

const fr_pay_heading = /** @type {(inputs: Pay_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salaire et renseignements exigés en Ontario`)
};

/**
* | output |
* | --- |
* | "Pay and Ontario posting details" |
*
* @param {Pay_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pay_heading = /** @type {((inputs?: Pay_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pay_heading(inputs)
	return en_pay_heading(inputs)
});