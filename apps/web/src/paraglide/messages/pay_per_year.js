/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Per_YearInputs */

const en_pay_per_year = /** @type {(inputs: Pay_Per_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per year`)
};

const fr_pay_per_year = /** @type {(inputs: Pay_Per_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par année`)
};

/**
* | output |
* | --- |
* | "Per year" |
*
* @param {Pay_Per_YearInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pay_per_year = /** @type {((inputs?: Pay_Per_YearInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Per_YearInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pay_per_year(inputs)
	return en_pay_per_year(inputs)
});