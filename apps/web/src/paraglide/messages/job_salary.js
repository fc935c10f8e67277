/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_SalaryInputs */

const en_job_salary = /** @type {(inputs: Job_SalaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salary`)
};

const fr_job_salary = /** @type {(inputs: Job_SalaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salaire`)
};

/**
* | output |
* | --- |
* | "Salary" |
*
* @param {Job_SalaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_salary = /** @type {((inputs?: Job_SalaryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_SalaryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_salary(inputs)
	return en_job_salary(inputs)
});