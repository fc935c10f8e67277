/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Divisions_EyebrowInputs */

const en_home_divisions_eyebrow = /** @type {(inputs: Home_Divisions_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our divisions`)
};

const fr_home_divisions_eyebrow = /** @type {(inputs: Home_Divisions_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos divisions`)
};

/**
* | output |
* | --- |
* | "Our divisions" |
*
* @param {Home_Divisions_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_divisions_eyebrow = /** @type {((inputs?: Home_Divisions_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Divisions_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_divisions_eyebrow(inputs)
	return en_home_divisions_eyebrow(inputs)
});