/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why_EyebrowInputs */

const en_home_why_eyebrow = /** @type {(inputs: Home_Why_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why choose us`)
};

const fr_home_why_eyebrow = /** @type {(inputs: Home_Why_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi nous choisir`)
};

/**
* | output |
* | --- |
* | "Why choose us" |
*
* @param {Home_Why_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_why_eyebrow = /** @type {((inputs?: Home_Why_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_why_eyebrow(inputs)
	return en_home_why_eyebrow(inputs)
});