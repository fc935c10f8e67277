/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Division_Get_QuoteInputs */

const en_home_division_get_quote = /** @type {(inputs: Home_Division_Get_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get Quote`)
};

const fr_home_division_get_quote = /** @type {(inputs: Home_Division_Get_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtenir une soumission`)
};

/**
* | output |
* | --- |
* | "Get Quote" |
*
* @param {Home_Division_Get_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_division_get_quote = /** @type {((inputs?: Home_Division_Get_QuoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Division_Get_QuoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_division_get_quote(inputs)
	return en_home_division_get_quote(inputs)
});