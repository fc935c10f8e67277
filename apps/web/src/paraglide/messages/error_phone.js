/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_PhoneInputs */

const en_error_phone = /** @type {(inputs: Error_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid phone number`)
};

const fr_error_phone = /** @type {(inputs: Error_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez entrer un numéro de téléphone valide`)
};

/**
* | output |
* | --- |
* | "Please enter a valid phone number" |
*
* @param {Error_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_phone = /** @type {((inputs?: Error_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_phone(inputs)
	return en_error_phone(inputs)
});