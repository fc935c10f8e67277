/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why_Badge_ValueInputs */

const en_home_why_badge_value = /** @type {(inputs: Home_Why_Badge_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24-48 hrs`)
};

const fr_home_why_badge_value = /** @type {(inputs: Home_Why_Badge_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24 à 48 h`)
};

/**
* | output |
* | --- |
* | "24-48 hrs" |
*
* @param {Home_Why_Badge_ValueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_why_badge_value = /** @type {((inputs?: Home_Why_Badge_ValueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_Badge_ValueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_why_badge_value(inputs)
	return en_home_why_badge_value(inputs)
});