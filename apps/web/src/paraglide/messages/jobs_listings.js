/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_ListingsInputs */

const en_jobs_listings = /** @type {(inputs: Jobs_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job listings`)
};

const fr_jobs_listings = /** @type {(inputs: Jobs_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offres d'emploi`)
};

/**
* | output |
* | --- |
* | "Job listings" |
*
* @param {Jobs_ListingsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_listings = /** @type {((inputs?: Jobs_ListingsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_ListingsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_listings(inputs)
	return en_jobs_listings(inputs)
});