/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Acceptance_HeadingInputs */

const en_terms_acceptance_heading = /** @type {(inputs: Terms_Acceptance_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. Acceptance of These Terms`)
};

const fr_terms_acceptance_heading = /** @type {(inputs: Terms_Acceptance_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. Acceptation des présentes conditions`)
};

/**
* | output |
* | --- |
* | "1. Acceptance of These Terms" |
*
* @param {Terms_Acceptance_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_acceptance_heading = /** @type {((inputs?: Terms_Acceptance_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Acceptance_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_acceptance_heading(inputs)
	return en_terms_acceptance_heading(inputs)
});