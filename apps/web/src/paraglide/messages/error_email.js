/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_EmailInputs */

const en_error_email = /** @type {(inputs: Error_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

const fr_error_email = /** @type {(inputs: Error_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez entrer une adresse courriel valide`)
};

/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Error_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_email = /** @type {((inputs?: Error_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_email(inputs)
	return en_error_email(inputs)
});