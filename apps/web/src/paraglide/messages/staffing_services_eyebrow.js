/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Services_EyebrowInputs */

const en_staffing_services_eyebrow = /** @type {(inputs: Staffing_Services_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our staffing services`)
};

const fr_staffing_services_eyebrow = /** @type {(inputs: Staffing_Services_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos services de dotation`)
};

/**
* | output |
* | --- |
* | "Our staffing services" |
*
* @param {Staffing_Services_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_services_eyebrow = /** @type {((inputs?: Staffing_Services_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Services_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_services_eyebrow(inputs)
	return en_staffing_services_eyebrow(inputs)
});