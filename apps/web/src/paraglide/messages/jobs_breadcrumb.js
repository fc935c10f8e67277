/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_BreadcrumbInputs */

const en_jobs_breadcrumb = /** @type {(inputs: Jobs_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jobs`)
};

const fr_jobs_breadcrumb = /** @type {(inputs: Jobs_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emplois`)
};

/**
* | output |
* | --- |
* | "Jobs" |
*
* @param {Jobs_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_breadcrumb = /** @type {((inputs?: Jobs_BreadcrumbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_BreadcrumbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_breadcrumb(inputs)
	return en_jobs_breadcrumb(inputs)
});