/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_PagesInputs */

const en_jobs_pages = /** @type {(inputs: Jobs_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job pages`)
};

const fr_jobs_pages = /** @type {(inputs: Jobs_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages d'emplois`)
};

/**
* | output |
* | --- |
* | "Job pages" |
*
* @param {Jobs_PagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_pages = /** @type {((inputs?: Jobs_PagesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_PagesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_pages(inputs)
	return en_jobs_pages(inputs)
});