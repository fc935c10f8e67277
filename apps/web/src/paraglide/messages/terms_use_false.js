/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Use_FalseInputs */

const en_terms_use_false = /** @type {(inputs: Terms_Use_FalseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`submit information that is false, misleading, incomplete or that belongs to someone else without their permission;`)
};

const fr_terms_use_false = /** @type {(inputs: Terms_Use_FalseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`soumettre des renseignements faux, trompeurs, incomplets ou appartenant à une autre personne sans sa permission;`)
};

/**
* | output |
* | --- |
* | "submit information that is false, misleading, incomplete or that belongs to someone else without their permission;" |
*
* @param {Terms_Use_FalseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_use_false = /** @type {((inputs?: Terms_Use_FalseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Use_FalseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_use_false(inputs)
	return en_terms_use_false(inputs)
});