/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Why_DescriptionInputs */

const en_services_why_description = /** @type {(inputs: Services_Why_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The reasons our clients stay with us year after year.`)
};

const fr_services_why_description = /** @type {(inputs: Services_Why_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les raisons pour lesquelles nos clients nous restent fidèles année après année.`)
};

/**
* | output |
* | --- |
* | "The reasons our clients stay with us year after year." |
*
* @param {Services_Why_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_why_description = /** @type {((inputs?: Services_Why_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Why_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_why_description(inputs)
	return en_services_why_description(inputs)
});