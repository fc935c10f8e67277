/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_ExperienceInputs */

const en_apply_experience = /** @type {(inputs: Apply_ExperienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Years of Experience`)
};

const fr_apply_experience = /** @type {(inputs: Apply_ExperienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Années d'expérience`)
};

/**
* | output |
* | --- |
* | "Years of Experience" |
*
* @param {Apply_ExperienceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_experience = /** @type {((inputs?: Apply_ExperienceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_ExperienceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_experience(inputs)
	return en_apply_experience(inputs)
});