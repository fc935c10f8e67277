/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_StaffingInputs */

const en_nav_staffing = /** @type {(inputs: Nav_StaffingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staffing`)
};

const fr_nav_staffing = /** @type {(inputs: Nav_StaffingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dotation`)
};

/**
* | output |
* | --- |
* | "Staffing" |
*
* @param {Nav_StaffingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_staffing = /** @type {((inputs?: Nav_StaffingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_StaffingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_staffing(inputs)
	return en_nav_staffing(inputs)
});