/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_All_CategoriesInputs */

const en_jobs_all_categories = /** @type {(inputs: Jobs_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Categories`)
};

const fr_jobs_all_categories = /** @type {(inputs: Jobs_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les catégories`)
};

/**
* | output |
* | --- |
* | "All Categories" |
*
* @param {Jobs_All_CategoriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_all_categories = /** @type {((inputs?: Jobs_All_CategoriesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_All_CategoriesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_all_categories(inputs)
	return en_jobs_all_categories(inputs)
});