/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Core_EyebrowInputs */

const en_services_core_eyebrow = /** @type {(inputs: Services_Core_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we do`)
};

const fr_services_core_eyebrow = /** @type {(inputs: Services_Core_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que nous faisons`)
};

/**
* | output |
* | --- |
* | "What we do" |
*
* @param {Services_Core_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_core_eyebrow = /** @type {((inputs?: Services_Core_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Core_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_core_eyebrow(inputs)
	return en_services_core_eyebrow(inputs)
});