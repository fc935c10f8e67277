/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Industries_EyebrowInputs */

const en_services_industries_eyebrow = /** @type {(inputs: Services_Industries_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Industries`)
};

const fr_services_industries_eyebrow = /** @type {(inputs: Services_Industries_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secteurs`)
};

/**
* | output |
* | --- |
* | "Industries" |
*
* @param {Services_Industries_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_industries_eyebrow = /** @type {((inputs?: Services_Industries_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Industries_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_industries_eyebrow(inputs)
	return en_services_industries_eyebrow(inputs)
});