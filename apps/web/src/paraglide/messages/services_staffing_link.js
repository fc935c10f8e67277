/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Staffing_LinkInputs */

const en_services_staffing_link = /** @type {(inputs: Services_Staffing_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore staffing`)
};

const fr_services_staffing_link = /** @type {(inputs: Services_Staffing_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrir la dotation`)
};

/**
* | output |
* | --- |
* | "Explore staffing" |
*
* @param {Services_Staffing_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_staffing_link = /** @type {((inputs?: Services_Staffing_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Staffing_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_staffing_link(inputs)
	return en_services_staffing_link(inputs)
});