/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Partners_TitleInputs */

const en_home_partners_title = /** @type {(inputs: Home_Partners_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trusted by businesses across Canada`)
};

const fr_home_partners_title = /** @type {(inputs: Home_Partners_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La confiance d’entreprises partout au Canada`)
};

/**
* | output |
* | --- |
* | "Trusted by businesses across Canada" |
*
* @param {Home_Partners_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_partners_title = /** @type {((inputs?: Home_Partners_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Partners_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_partners_title(inputs)
	return en_home_partners_title(inputs)
});