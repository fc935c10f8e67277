/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_RecentlyInputs */

const en_job_recently = /** @type {(inputs: Job_RecentlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recently`)
};

const fr_job_recently = /** @type {(inputs: Job_RecentlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récemment`)
};

/**
* | output |
* | --- |
* | "Recently" |
*
* @param {Job_RecentlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_recently = /** @type {((inputs?: Job_RecentlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_RecentlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_recently(inputs)
	return en_job_recently(inputs)
});