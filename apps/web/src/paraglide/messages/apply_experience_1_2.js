/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Experience_1_2Inputs */

const en_apply_experience_1_2 = /** @type {(inputs: Apply_Experience_1_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1-2 years`)
};

const fr_apply_experience_1_2 = /** @type {(inputs: Apply_Experience_1_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 à 2 ans`)
};

/**
* | output |
* | --- |
* | "1-2 years" |
*
* @param {Apply_Experience_1_2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_experience_1_2 = /** @type {((inputs?: Apply_Experience_1_2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Experience_1_2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_experience_1_2(inputs)
	return en_apply_experience_1_2(inputs)
});