/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Services_TitleInputs */

const en_staffing_services_title = /** @type {(inputs: Staffing_Services_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flexible Staffing for Every Hiring Need`)
};

const fr_staffing_services_title = /** @type {(inputs: Staffing_Services_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une dotation flexible pour chaque besoin d’embauche`)
};

/**
* | output |
* | --- |
* | "Flexible Staffing for Every Hiring Need" |
*
* @param {Staffing_Services_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_services_title = /** @type {((inputs?: Staffing_Services_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Services_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_services_title(inputs)
	return en_staffing_services_title(inputs)
});