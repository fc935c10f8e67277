/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Quotes_HeadingInputs */

const en_terms_quotes_heading = /** @type {(inputs: Terms_Quotes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6. Quotes and Service Requests`)
};

const fr_terms_quotes_heading = /** @type {(inputs: Terms_Quotes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6. Soumissions et demandes de service`)
};

/**
* | output |
* | --- |
* | "6. Quotes and Service Requests" |
*
* @param {Terms_Quotes_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_quotes_heading = /** @type {((inputs?: Terms_Quotes_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Quotes_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_quotes_heading(inputs)
	return en_terms_quotes_heading(inputs)
});