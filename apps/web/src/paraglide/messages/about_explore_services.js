/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Explore_ServicesInputs */

const en_about_explore_services = /** @type {(inputs: About_Explore_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore Our Services`)
};

const fr_about_explore_services = /** @type {(inputs: About_Explore_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrez nos services`)
};

/**
* | output |
* | --- |
* | "Explore Our Services" |
*
* @param {About_Explore_ServicesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_explore_services = /** @type {((inputs?: About_Explore_ServicesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Explore_ServicesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_explore_services(inputs)
	return en_about_explore_services(inputs)
});