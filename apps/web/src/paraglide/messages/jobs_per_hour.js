/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Per_HourInputs */

const en_jobs_per_hour = /** @type {(inputs: Jobs_Per_HourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`per hour`)
};

const fr_jobs_per_hour = /** @type {(inputs: Jobs_Per_HourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`de l'heure`)
};

/**
* | output |
* | --- |
* | "per hour" |
*
* @param {Jobs_Per_HourInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_per_hour = /** @type {((inputs?: Jobs_Per_HourInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Per_HourInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_per_hour(inputs)
	return en_jobs_per_hour(inputs)
});