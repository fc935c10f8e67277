/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_BreadcrumbInputs */

const en_staffing_breadcrumb = /** @type {(inputs: Staffing_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staffing`)
};

const fr_staffing_breadcrumb = /** @type {(inputs: Staffing_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dotation`)
};

/**
* | output |
* | --- |
* | "Staffing" |
*
* @param {Staffing_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_breadcrumb = /** @type {((inputs?: Staffing_BreadcrumbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_BreadcrumbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_breadcrumb(inputs)
	return en_staffing_breadcrumb(inputs)
});