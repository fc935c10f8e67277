/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Core_TitleInputs */

const en_services_core_title = /** @type {(inputs: Services_Core_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Core Services`)
};

const fr_services_core_title = /** @type {(inputs: Services_Core_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos services principaux`)
};

/**
* | output |
* | --- |
* | "Our Core Services" |
*
* @param {Services_Core_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_core_title = /** @type {((inputs?: Services_Core_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Core_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_core_title(inputs)
	return en_services_core_title(inputs)
});