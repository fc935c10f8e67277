/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Services_HeadingInputs */

const en_terms_services_heading = /** @type {(inputs: Terms_Services_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. Our Services`)
};

const fr_terms_services_heading = /** @type {(inputs: Terms_Services_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. Nos services`)
};

/**
* | output |
* | --- |
* | "2. Our Services" |
*
* @param {Terms_Services_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_services_heading = /** @type {((inputs?: Terms_Services_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Services_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_services_heading(inputs)
	return en_terms_services_heading(inputs)
});