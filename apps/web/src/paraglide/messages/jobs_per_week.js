/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Per_WeekInputs */

const en_jobs_per_week = /** @type {(inputs: Jobs_Per_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`per week`)
};

const fr_jobs_per_week = /** @type {(inputs: Jobs_Per_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`par semaine`)
};

/**
* | output |
* | --- |
* | "per week" |
*
* @param {Jobs_Per_WeekInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_per_week = /** @type {((inputs?: Jobs_Per_WeekInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Per_WeekInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_per_week(inputs)
	return en_jobs_per_week(inputs)
});