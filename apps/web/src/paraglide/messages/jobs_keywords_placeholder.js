/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Keywords_PlaceholderInputs */

const en_jobs_keywords_placeholder = /** @type {(inputs: Jobs_Keywords_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job title, company or keywords`)
};

const fr_jobs_keywords_placeholder = /** @type {(inputs: Jobs_Keywords_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titre du poste, entreprise ou mots-clés`)
};

/**
* | output |
* | --- |
* | "Job title, company or keywords" |
*
* @param {Jobs_Keywords_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_keywords_placeholder = /** @type {((inputs?: Jobs_Keywords_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Keywords_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_keywords_placeholder(inputs)
	return en_jobs_keywords_placeholder(inputs)
});