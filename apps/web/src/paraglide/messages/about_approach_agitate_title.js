/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Approach_Agitate_TitleInputs */

const en_about_approach_agitate_title = /** @type {(inputs: About_Approach_Agitate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We look at what it really costs`)
};

const fr_about_approach_agitate_title = /** @type {(inputs: About_Approach_Agitate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous évaluons ce que cela coûte vraiment`)
};

/**
* | output |
* | --- |
* | "We look at what it really costs" |
*
* @param {About_Approach_Agitate_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_approach_agitate_title = /** @type {((inputs?: About_Approach_Agitate_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Approach_Agitate_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_approach_agitate_title(inputs)
	return en_about_approach_agitate_title(inputs)
});