/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Approach_EyebrowInputs */

const en_about_approach_eyebrow = /** @type {(inputs: About_Approach_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How we work`)
};

const fr_about_approach_eyebrow = /** @type {(inputs: About_Approach_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre façon de travailler`)
};

/**
* | output |
* | --- |
* | "How we work" |
*
* @param {About_Approach_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_approach_eyebrow = /** @type {((inputs?: About_Approach_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Approach_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_approach_eyebrow(inputs)
	return en_about_approach_eyebrow(inputs)
});