/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_None_FoundInputs */

const en_jobs_none_found = /** @type {(inputs: Jobs_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No jobs found matching your criteria.`)
};

const fr_jobs_none_found = /** @type {(inputs: Jobs_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun emploi ne correspond à vos critères.`)
};

/**
* | output |
* | --- |
* | "No jobs found matching your criteria." |
*
* @param {Jobs_None_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_none_found = /** @type {((inputs?: Jobs_None_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_None_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_none_found(inputs)
	return en_jobs_none_found(inputs)
});