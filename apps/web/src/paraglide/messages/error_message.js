/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_MessageInputs */

const en_error_message = /** @type {(inputs: Error_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message must be at least 10 characters`)
};

const fr_error_message = /** @type {(inputs: Error_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le message doit comporter au moins 10 caractères`)
};

/**
* | output |
* | --- |
* | "Message must be at least 10 characters" |
*
* @param {Error_MessageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_message = /** @type {((inputs?: Error_MessageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_MessageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_message(inputs)
	return en_error_message(inputs)
});