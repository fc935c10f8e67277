/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Changes_HeadingInputs */

const en_terms_changes_heading = /** @type {(inputs: Terms_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`14. Changes to These Terms`)
};

const fr_terms_changes_heading = /** @type {(inputs: Terms_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`14. Modifications des présentes conditions`)
};

/**
* | output |
* | --- |
* | "14. Changes to These Terms" |
*
* @param {Terms_Changes_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_changes_heading = /** @type {((inputs?: Terms_Changes_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Changes_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_changes_heading(inputs)
	return en_terms_changes_heading(inputs)
});