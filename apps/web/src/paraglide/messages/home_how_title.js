/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_How_TitleInputs */

const en_home_how_title = /** @type {(inputs: Home_How_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Three simple steps to your next job`)
};

const fr_home_how_title = /** @type {(inputs: Home_How_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trois étapes simples vers votre prochain emploi`)
};

/**
* | output |
* | --- |
* | "Three simple steps to your next job" |
*
* @param {Home_How_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_how_title = /** @type {((inputs?: Home_How_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_How_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_how_title(inputs)
	return en_home_how_title(inputs)
});