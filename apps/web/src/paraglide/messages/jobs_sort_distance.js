/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Sort_DistanceInputs */

const en_jobs_sort_distance = /** @type {(inputs: Jobs_Sort_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nearest`)
};

const fr_jobs_sort_distance = /** @type {(inputs: Jobs_Sort_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus proches`)
};

/**
* | output |
* | --- |
* | "Nearest" |
*
* @param {Jobs_Sort_DistanceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_sort_distance = /** @type {((inputs?: Jobs_Sort_DistanceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Sort_DistanceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_sort_distance(inputs)
	return en_jobs_sort_distance(inputs)
});