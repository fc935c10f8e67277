/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Per_YearInputs */

const en_jobs_per_year = /** @type {(inputs: Jobs_Per_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`per year`)
};

const fr_jobs_per_year = /** @type {(inputs: Jobs_Per_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`par année`)
};

/**
* | output |
* | --- |
* | "per year" |
*
* @param {Jobs_Per_YearInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_per_year = /** @type {((inputs?: Jobs_Per_YearInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Per_YearInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_per_year(inputs)
	return en_jobs_per_year(inputs)
});