/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Sort_ByInputs */

const en_jobs_sort_by = /** @type {(inputs: Jobs_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort by`)
};

const fr_jobs_sort_by = /** @type {(inputs: Jobs_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trier par`)
};

/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {Jobs_Sort_ByInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_sort_by = /** @type {((inputs?: Jobs_Sort_ByInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Sort_ByInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_sort_by(inputs)
	return en_jobs_sort_by(inputs)
});