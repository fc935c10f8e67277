/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_BreadcrumbInputs */

const en_about_breadcrumb = /** @type {(inputs: About_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About`)
};

const fr_about_breadcrumb = /** @type {(inputs: About_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À propos`)
};

/**
* | output |
* | --- |
* | "About" |
*
* @param {About_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_breadcrumb = /** @type {((inputs?: About_BreadcrumbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_BreadcrumbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_breadcrumb(inputs)
	return en_about_breadcrumb(inputs)
});