/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Places_With_JobsInputs */

const en_jobs_places_with_jobs = /** @type {(inputs: Jobs_Places_With_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places with matching jobs`)
};

const fr_jobs_places_with_jobs = /** @type {(inputs: Jobs_Places_With_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieux avec des emplois correspondants`)
};

/**
* | output |
* | --- |
* | "Places with matching jobs" |
*
* @param {Jobs_Places_With_JobsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_places_with_jobs = /** @type {((inputs?: Jobs_Places_With_JobsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Places_With_JobsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_places_with_jobs(inputs)
	return en_jobs_places_with_jobs(inputs)
});