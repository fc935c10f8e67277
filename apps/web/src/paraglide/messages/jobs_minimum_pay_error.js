/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Minimum_Pay_ErrorInputs */

const en_jobs_minimum_pay_error = /** @type {(inputs: Jobs_Minimum_Pay_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an amount such as 20 or 45,000`)
};

const fr_jobs_minimum_pay_error = /** @type {(inputs: Jobs_Minimum_Pay_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un montant comme 20 ou 45 000`)
};

/**
* | output |
* | --- |
* | "Enter an amount such as 20 or 45,000" |
*
* @param {Jobs_Minimum_Pay_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_minimum_pay_error = /** @type {((inputs?: Jobs_Minimum_Pay_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Minimum_Pay_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_minimum_pay_error(inputs)
	return en_jobs_minimum_pay_error(inputs)
});