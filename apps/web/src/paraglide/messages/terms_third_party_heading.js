/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Third_Party_HeadingInputs */

const en_terms_third_party_heading = /** @type {(inputs: Terms_Third_Party_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`9. Third-Party Links and Services`)
};

const fr_terms_third_party_heading = /** @type {(inputs: Terms_Third_Party_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`9. Liens et services de tiers`)
};

/**
* | output |
* | --- |
* | "9. Third-Party Links and Services" |
*
* @param {Terms_Third_Party_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_third_party_heading = /** @type {((inputs?: Terms_Third_Party_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Third_Party_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_third_party_heading(inputs)
	return en_terms_third_party_heading(inputs)
});