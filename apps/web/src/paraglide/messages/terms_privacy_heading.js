/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Privacy_HeadingInputs */

const en_terms_privacy_heading = /** @type {(inputs: Terms_Privacy_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`13. Privacy`)
};

const fr_terms_privacy_heading = /** @type {(inputs: Terms_Privacy_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`13. Confidentialité`)
};

/**
* | output |
* | --- |
* | "13. Privacy" |
*
* @param {Terms_Privacy_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_privacy_heading = /** @type {((inputs?: Terms_Privacy_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Privacy_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_privacy_heading(inputs)
	return en_terms_privacy_heading(inputs)
});