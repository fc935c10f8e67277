/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Cta_TitleInputs */

const en_home_cta_title = /** @type {(inputs: Home_Cta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`However you need us, we're ready to help`)
};

const fr_home_cta_title = /** @type {(inputs: Home_Cta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peu importe vos besoins, nous sommes prêts à vous aider`)
};

/**
* | output |
* | --- |
* | "However you need us, we're ready to help" |
*
* @param {Home_Cta_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_cta_title = /** @type {((inputs?: Home_Cta_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Cta_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_cta_title(inputs)
	return en_home_cta_title(inputs)
});