/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Sort_NewestInputs */

const en_jobs_sort_newest = /** @type {(inputs: Jobs_Sort_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newest`)
};

const fr_jobs_sort_newest = /** @type {(inputs: Jobs_Sort_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus récents`)
};

/**
* | output |
* | --- |
* | "Newest" |
*
* @param {Jobs_Sort_NewestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_sort_newest = /** @type {((inputs?: Jobs_Sort_NewestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Sort_NewestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_sort_newest(inputs)
	return en_jobs_sort_newest(inputs)
});