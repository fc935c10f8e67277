/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_UrlInputs */

const en_error_url = /** @type {(inputs: Error_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid URL (starting with http:// or https://)`)
};

const fr_error_url = /** @type {(inputs: Error_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez entrer une adresse Web valide (commençant par http:// ou https://)`)
};

/**
* | output |
* | --- |
* | "Please enter a valid URL (starting with http:// or https://)" |
*
* @param {Error_UrlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_url = /** @type {((inputs?: Error_UrlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_UrlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_url(inputs)
	return en_error_url(inputs)
});