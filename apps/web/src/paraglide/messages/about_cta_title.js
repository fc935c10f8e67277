/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Cta_TitleInputs */

const en_about_cta_title = /** @type {(inputs: About_Cta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready to Work With Us?`)
};

const fr_about_cta_title = /** @type {(inputs: About_Cta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prêt à travailler avec nous?`)
};

/**
* | output |
* | --- |
* | "Ready to Work With Us?" |
*
* @param {About_Cta_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_cta_title = /** @type {((inputs?: About_Cta_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Cta_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_cta_title(inputs)
	return en_about_cta_title(inputs)
});