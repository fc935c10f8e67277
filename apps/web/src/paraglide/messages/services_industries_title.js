/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Industries_TitleInputs */

const en_services_industries_title = /** @type {(inputs: Services_Industries_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Industries We Serve`)
};

const fr_services_industries_title = /** @type {(inputs: Services_Industries_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secteurs que nous servons`)
};

/**
* | output |
* | --- |
* | "Industries We Serve" |
*
* @param {Services_Industries_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_industries_title = /** @type {((inputs?: Services_Industries_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Industries_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_industries_title(inputs)
	return en_services_industries_title(inputs)
});