/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Area_ServedInputs */

const en_staffing_area_served = /** @type {(inputs: Staffing_Area_ServedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario, Canada`)
};

const fr_staffing_area_served = /** @type {(inputs: Staffing_Area_ServedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario, Canada`)
};

/**
* | output |
* | --- |
* | "Ontario, Canada" |
*
* @param {Staffing_Area_ServedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_area_served = /** @type {((inputs?: Staffing_Area_ServedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Area_ServedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_area_served(inputs)
	return en_staffing_area_served(inputs)
});