/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Law_HeadingInputs */

const en_terms_law_heading = /** @type {(inputs: Terms_Law_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`15. Governing Law and Jurisdiction`)
};

const fr_terms_law_heading = /** @type {(inputs: Terms_Law_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`15. Droit applicable et compétence`)
};

/**
* | output |
* | --- |
* | "15. Governing Law and Jurisdiction" |
*
* @param {Terms_Law_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_law_heading = /** @type {((inputs?: Terms_Law_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Law_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_law_heading(inputs)
	return en_terms_law_heading(inputs)
});