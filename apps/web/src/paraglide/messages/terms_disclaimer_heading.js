/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Disclaimer_HeadingInputs */

const en_terms_disclaimer_heading = /** @type {(inputs: Terms_Disclaimer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10. Disclaimer`)
};

const fr_terms_disclaimer_heading = /** @type {(inputs: Terms_Disclaimer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10. Avis de non-responsabilité`)
};

/**
* | output |
* | --- |
* | "10. Disclaimer" |
*
* @param {Terms_Disclaimer_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_disclaimer_heading = /** @type {((inputs?: Terms_Disclaimer_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Disclaimer_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_disclaimer_heading(inputs)
	return en_terms_disclaimer_heading(inputs)
});