/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Our_ServicesInputs */

const en_nav_our_services = /** @type {(inputs: Nav_Our_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Services`)
};

const fr_nav_our_services = /** @type {(inputs: Nav_Our_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos services`)
};

/**
* | output |
* | --- |
* | "Our Services" |
*
* @param {Nav_Our_ServicesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_our_services = /** @type {((inputs?: Nav_Our_ServicesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Our_ServicesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_our_services(inputs)
	return en_nav_our_services(inputs)
});