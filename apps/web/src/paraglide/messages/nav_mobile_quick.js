/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Mobile_QuickInputs */

const en_nav_mobile_quick = /** @type {(inputs: Nav_Mobile_QuickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile quick navigation`)
};

const fr_nav_mobile_quick = /** @type {(inputs: Nav_Mobile_QuickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Navigation rapide mobile`)
};

/**
* | output |
* | --- |
* | "Mobile quick navigation" |
*
* @param {Nav_Mobile_QuickInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_mobile_quick = /** @type {((inputs?: Nav_Mobile_QuickInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Mobile_QuickInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_mobile_quick(inputs)
	return en_nav_mobile_quick(inputs)
});