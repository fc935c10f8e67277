/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Sort_RelevanceInputs */

const en_jobs_sort_relevance = /** @type {(inputs: Jobs_Sort_RelevanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best match`)
};

const fr_jobs_sort_relevance = /** @type {(inputs: Jobs_Sort_RelevanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pertinence`)
};

/**
* | output |
* | --- |
* | "Best match" |
*
* @param {Jobs_Sort_RelevanceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_sort_relevance = /** @type {((inputs?: Jobs_Sort_RelevanceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Sort_RelevanceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_sort_relevance(inputs)
	return en_jobs_sort_relevance(inputs)
});