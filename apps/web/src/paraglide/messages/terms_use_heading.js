/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Use_HeadingInputs */

const en_terms_use_heading = /** @type {(inputs: Terms_Use_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3. Acceptable Use of the Website`)
};

const fr_terms_use_heading = /** @type {(inputs: Terms_Use_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3. Utilisation acceptable du site Web`)
};

/**
* | output |
* | --- |
* | "3. Acceptable Use of the Website" |
*
* @param {Terms_Use_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_use_heading = /** @type {((inputs?: Terms_Use_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Use_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_use_heading(inputs)
	return en_terms_use_heading(inputs)
});