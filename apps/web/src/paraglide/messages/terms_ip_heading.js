/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Ip_HeadingInputs */

const en_terms_ip_heading = /** @type {(inputs: Terms_Ip_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7. Intellectual Property`)
};

const fr_terms_ip_heading = /** @type {(inputs: Terms_Ip_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7. Propriété intellectuelle`)
};

/**
* | output |
* | --- |
* | "7. Intellectual Property" |
*
* @param {Terms_Ip_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_ip_heading = /** @type {((inputs?: Terms_Ip_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Ip_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_ip_heading(inputs)
	return en_terms_ip_heading(inputs)
});