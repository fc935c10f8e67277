/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Divisions_TitleInputs */

const en_about_divisions_title = /** @type {(inputs: About_Divisions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Three divisions, one partner`)
};

const fr_about_divisions_title = /** @type {(inputs: About_Divisions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trois divisions, un seul partenaire`)
};

/**
* | output |
* | --- |
* | "Three divisions, one partner" |
*
* @param {About_Divisions_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_divisions_title = /** @type {((inputs?: About_Divisions_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Divisions_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_divisions_title(inputs)
	return en_about_divisions_title(inputs)
});