/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_MobileInputs */

const en_nav_mobile = /** @type {(inputs: Nav_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile navigation`)
};

const fr_nav_mobile = /** @type {(inputs: Nav_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Navigation mobile`)
};

/**
* | output |
* | --- |
* | "Mobile navigation" |
*
* @param {Nav_MobileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_mobile = /** @type {((inputs?: Nav_MobileInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_MobileInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_mobile(inputs)
	return en_nav_mobile(inputs)
});