/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Division_Free_QuoteInputs */

const en_division_free_quote = /** @type {(inputs: Division_Free_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free quote`)
};

const fr_division_free_quote = /** @type {(inputs: Division_Free_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soumission gratuite`)
};

/**
* | output |
* | --- |
* | "Free quote" |
*
* @param {Division_Free_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const division_free_quote = /** @type {((inputs?: Division_Free_QuoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Division_Free_QuoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_division_free_quote(inputs)
	return en_division_free_quote(inputs)
});