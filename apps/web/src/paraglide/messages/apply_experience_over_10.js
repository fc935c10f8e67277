/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Experience_Over_10Inputs */

const en_apply_experience_over_10 = /** @type {(inputs: Apply_Experience_Over_10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More than 10 years`)
};

const fr_apply_experience_over_10 = /** @type {(inputs: Apply_Experience_Over_10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus de 10 ans`)
};

/**
* | output |
* | --- |
* | "More than 10 years" |
*
* @param {Apply_Experience_Over_10Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_experience_over_10 = /** @type {((inputs?: Apply_Experience_Over_10Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Experience_Over_10Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_experience_over_10(inputs)
	return en_apply_experience_over_10(inputs)
});