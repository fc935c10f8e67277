/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Values_TitleInputs */

const en_about_values_title = /** @type {(inputs: About_Values_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we stand for`)
};

const fr_about_values_title = /** @type {(inputs: About_Values_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos valeurs`)
};

/**
* | output |
* | --- |
* | "What we stand for" |
*
* @param {About_Values_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_values_title = /** @type {((inputs?: About_Values_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Values_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_values_title(inputs)
	return en_about_values_title(inputs)
});