/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Per_MonthInputs */

const en_jobs_per_month = /** @type {(inputs: Jobs_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`per month`)
};

const fr_jobs_per_month = /** @type {(inputs: Jobs_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`par mois`)
};

/**
* | output |
* | --- |
* | "per month" |
*
* @param {Jobs_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_per_month = /** @type {((inputs?: Jobs_Per_MonthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Per_MonthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_per_month(inputs)
	return en_jobs_per_month(inputs)
});