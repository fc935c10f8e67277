/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Experience_3_5Inputs */

const en_apply_experience_3_5 = /** @type {(inputs: Apply_Experience_3_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3-5 years`)
};

const fr_apply_experience_3_5 = /** @type {(inputs: Apply_Experience_3_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3 à 5 ans`)
};

/**
* | output |
* | --- |
* | "3-5 years" |
*
* @param {Apply_Experience_3_5Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_experience_3_5 = /** @type {((inputs?: Apply_Experience_3_5Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Experience_3_5Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_experience_3_5(inputs)
	return en_apply_experience_3_5(inputs)
});