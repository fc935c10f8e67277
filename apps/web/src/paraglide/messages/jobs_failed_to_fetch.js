/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Failed_To_FetchInputs */

const en_jobs_failed_to_fetch = /** @type {(inputs: Jobs_Failed_To_FetchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch jobs`)
};

const fr_jobs_failed_to_fetch = /** @type {(inputs: Jobs_Failed_To_FetchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les emplois`)
};

/**
* | output |
* | --- |
* | "Failed to fetch jobs" |
*
* @param {Jobs_Failed_To_FetchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_failed_to_fetch = /** @type {((inputs?: Jobs_Failed_To_FetchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Failed_To_FetchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_failed_to_fetch(inputs)
	return en_jobs_failed_to_fetch(inputs)
});