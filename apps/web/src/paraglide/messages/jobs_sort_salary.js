/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Sort_SalaryInputs */

const en_jobs_sort_salary = /** @type {(inputs: Jobs_Sort_SalaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Highest pay`)
};

const fr_jobs_sort_salary = /** @type {(inputs: Jobs_Sort_SalaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meilleur salaire`)
};

/**
* | output |
* | --- |
* | "Highest pay" |
*
* @param {Jobs_Sort_SalaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_sort_salary = /** @type {((inputs?: Jobs_Sort_SalaryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Sort_SalaryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_sort_salary(inputs)
	return en_jobs_sort_salary(inputs)
});