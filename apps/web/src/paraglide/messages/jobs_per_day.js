/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Per_DayInputs */

const en_jobs_per_day = /** @type {(inputs: Jobs_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`per day`)
};

const fr_jobs_per_day = /** @type {(inputs: Jobs_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`par jour`)
};

/**
* | output |
* | --- |
* | "per day" |
*
* @param {Jobs_Per_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_per_day = /** @type {((inputs?: Jobs_Per_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Per_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_per_day(inputs)
	return en_jobs_per_day(inputs)
});