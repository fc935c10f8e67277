/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Indemnity_HeadingInputs */

const en_terms_indemnity_heading = /** @type {(inputs: Terms_Indemnity_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12. Indemnification`)
};

const fr_terms_indemnity_heading = /** @type {(inputs: Terms_Indemnity_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12. Indemnisation`)
};

/**
* | output |
* | --- |
* | "12. Indemnification" |
*
* @param {Terms_Indemnity_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_indemnity_heading = /** @type {((inputs?: Terms_Indemnity_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Indemnity_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_indemnity_heading(inputs)
	return en_terms_indemnity_heading(inputs)
});