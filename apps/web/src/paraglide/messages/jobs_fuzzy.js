/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ query: NonNullable<unknown> }} Jobs_FuzzyInputs */

const en_jobs_fuzzy = /** @type {(inputs: Jobs_FuzzyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No exact matches for “${i?.query}”. Showing jobs with similar words.`)
};

const fr_jobs_fuzzy = /** @type {(inputs: Jobs_FuzzyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun résultat exact pour « ${i?.query} ». Voici des emplois aux mots semblables.`)
};

/**
* | output |
* | --- |
* | "No exact matches for “{query}”. Showing jobs with similar words." |
*
* @param {Jobs_FuzzyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_fuzzy = /** @type {((inputs: Jobs_FuzzyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_FuzzyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_fuzzy(inputs)
	return en_jobs_fuzzy(inputs)
});