/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Terms_ConditionsInputs */

const en_footer_terms_conditions = /** @type {(inputs: Footer_Terms_ConditionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms & Conditions`)
};

const fr_footer_terms_conditions = /** @type {(inputs: Footer_Terms_ConditionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions d’utilisation`)
};

/**
* | output |
* | --- |
* | "Terms & Conditions" |
*
* @param {Footer_Terms_ConditionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_terms_conditions = /** @type {((inputs?: Footer_Terms_ConditionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Terms_ConditionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_footer_terms_conditions(inputs)
	return en_footer_terms_conditions(inputs)
});