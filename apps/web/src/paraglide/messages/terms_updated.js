/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_UpdatedInputs */

const en_terms_updated = /** @type {(inputs: Terms_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`December 2022`)
};

const fr_terms_updated = /** @type {(inputs: Terms_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`décembre 2022`)
};

/**
* | output |
* | --- |
* | "December 2022" |
*
* @param {Terms_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_updated = /** @type {((inputs?: Terms_UpdatedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_UpdatedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_updated(inputs)
	return en_terms_updated(inputs)
});