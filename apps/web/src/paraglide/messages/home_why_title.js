/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why_TitleInputs */

const en_home_why_title = /** @type {(inputs: Home_Why_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A workforce partner that shows up when it matters`)
};

const fr_home_why_title = /** @type {(inputs: Home_Why_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un partenaire en main-d’œuvre présent quand ça compte`)
};

/**
* | output |
* | --- |
* | "A workforce partner that shows up when it matters" |
*
* @param {Home_Why_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_why_title = /** @type {((inputs?: Home_Why_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_why_title(inputs)
	return en_home_why_title(inputs)
});