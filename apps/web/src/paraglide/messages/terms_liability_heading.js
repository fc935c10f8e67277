/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Liability_HeadingInputs */

const en_terms_liability_heading = /** @type {(inputs: Terms_Liability_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`11. Limitation of Liability`)
};

const fr_terms_liability_heading = /** @type {(inputs: Terms_Liability_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`11. Limitation de responsabilité`)
};

/**
* | output |
* | --- |
* | "11. Limitation of Liability" |
*
* @param {Terms_Liability_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_liability_heading = /** @type {((inputs?: Terms_Liability_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Liability_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_liability_heading(inputs)
	return en_terms_liability_heading(inputs)
});