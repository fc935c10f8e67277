/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Refine_ResultsInputs */

const en_jobs_refine_results = /** @type {(inputs: Jobs_Refine_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refine results`)
};

const fr_jobs_refine_results = /** @type {(inputs: Jobs_Refine_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affiner les résultats`)
};

/**
* | output |
* | --- |
* | "Refine results" |
*
* @param {Jobs_Refine_ResultsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_refine_results = /** @type {((inputs?: Jobs_Refine_ResultsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Refine_ResultsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_refine_results(inputs)
	return en_jobs_refine_results(inputs)
});