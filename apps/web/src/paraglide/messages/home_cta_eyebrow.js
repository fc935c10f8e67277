/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Cta_EyebrowInputs */

const en_home_cta_eyebrow = /** @type {(inputs: Home_Cta_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get started`)
};

const fr_home_cta_eyebrow = /** @type {(inputs: Home_Cta_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencer`)
};

/**
* | output |
* | --- |
* | "Get started" |
*
* @param {Home_Cta_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_cta_eyebrow = /** @type {((inputs?: Home_Cta_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Cta_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_cta_eyebrow(inputs)
	return en_home_cta_eyebrow(inputs)
});