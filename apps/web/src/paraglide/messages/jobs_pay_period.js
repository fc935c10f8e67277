/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Pay_PeriodInputs */

const en_jobs_pay_period = /** @type {(inputs: Jobs_Pay_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay period`)
};

const fr_jobs_pay_period = /** @type {(inputs: Jobs_Pay_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Période de paie`)
};

/**
* | output |
* | --- |
* | "Pay period" |
*
* @param {Jobs_Pay_PeriodInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_pay_period = /** @type {((inputs?: Jobs_Pay_PeriodInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Pay_PeriodInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_pay_period(inputs)
	return en_jobs_pay_period(inputs)
});