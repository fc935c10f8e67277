/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_My_ApplicationsInputs */

const en_nav_my_applications = /** @type {(inputs: Nav_My_ApplicationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My applications`)
};

const fr_nav_my_applications = /** @type {(inputs: Nav_My_ApplicationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes candidatures`)
};

/**
* | output |
* | --- |
* | "My applications" |
*
* @param {Nav_My_ApplicationsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_my_applications = /** @type {((inputs?: Nav_My_ApplicationsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_My_ApplicationsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_my_applications(inputs)
	return en_nav_my_applications(inputs)
});