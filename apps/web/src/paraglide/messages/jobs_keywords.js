/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_KeywordsInputs */

const en_jobs_keywords = /** @type {(inputs: Jobs_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keywords`)
};

const fr_jobs_keywords = /** @type {(inputs: Jobs_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mots-clés`)
};

/**
* | output |
* | --- |
* | "Keywords" |
*
* @param {Jobs_KeywordsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_keywords = /** @type {((inputs?: Jobs_KeywordsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_KeywordsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_keywords(inputs)
	return en_jobs_keywords(inputs)
});