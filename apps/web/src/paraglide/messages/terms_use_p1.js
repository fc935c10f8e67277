/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Use_P1Inputs */

const en_terms_use_p1 = /** @type {(inputs: Terms_Use_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You agree to use the Website only for lawful purposes and in a way that does not infringe the rights of, or restrict the use of the Website by, anyone else. In particular, you agree not to:`)
};

const fr_terms_use_p1 = /** @type {(inputs: Terms_Use_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous acceptez d’utiliser le site Web uniquement à des fins légales et d’une manière qui ne porte pas atteinte aux droits d’autrui ni ne restreint l’utilisation du site Web par d’autres personnes. En particulier, vous acceptez de ne pas :`)
};

/**
* | output |
* | --- |
* | "You agree to use the Website only for lawful purposes and in a way that does not infringe the rights of, or restrict the use of the Website by, anyone else. ..." |
*
* @param {Terms_Use_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_use_p1 = /** @type {((inputs?: Terms_Use_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Use_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_use_p1(inputs)
	return en_terms_use_p1(inputs)
});