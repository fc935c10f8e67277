/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_SortInputs */

const en_jobs_sort = /** @type {(inputs: Jobs_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort`)
};

const fr_jobs_sort = /** @type {(inputs: Jobs_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trier`)
};

/**
* | output |
* | --- |
* | "Sort" |
*
* @param {Jobs_SortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_sort = /** @type {((inputs?: Jobs_SortInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_SortInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_sort(inputs)
	return en_jobs_sort(inputs)
});