/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Experience_SelectInputs */

const en_apply_experience_select = /** @type {(inputs: Apply_Experience_SelectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select your experience`)
};

const fr_apply_experience_select = /** @type {(inputs: Apply_Experience_SelectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre expérience`)
};

/**
* | output |
* | --- |
* | "Select your experience" |
*
* @param {Apply_Experience_SelectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_experience_select = /** @type {((inputs?: Apply_Experience_SelectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Experience_SelectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_experience_select(inputs)
	return en_apply_experience_select(inputs)
});