/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Experience_Under_1Inputs */

const en_apply_experience_under_1 = /** @type {(inputs: Apply_Experience_Under_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Less than 1 year`)
};

const fr_apply_experience_under_1 = /** @type {(inputs: Apply_Experience_Under_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moins de 1 an`)
};

/**
* | output |
* | --- |
* | "Less than 1 year" |
*
* @param {Apply_Experience_Under_1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_experience_under_1 = /** @type {((inputs?: Apply_Experience_Under_1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Experience_Under_1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_experience_under_1(inputs)
	return en_apply_experience_under_1(inputs)
});