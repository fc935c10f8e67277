/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_How_EyebrowInputs */

const en_home_how_eyebrow = /** @type {(inputs: Home_How_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How it works`)
};

const fr_home_how_eyebrow = /** @type {(inputs: Home_How_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment ça fonctionne`)
};

/**
* | output |
* | --- |
* | "How it works" |
*
* @param {Home_How_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_how_eyebrow = /** @type {((inputs?: Home_How_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_How_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_how_eyebrow(inputs)
	return en_home_how_eyebrow(inputs)
});