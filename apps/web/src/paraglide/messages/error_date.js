/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_DateInputs */

const en_error_date = /** @type {(inputs: Error_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid date`)
};

const fr_error_date = /** @type {(inputs: Error_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez entrer une date valide`)
};

/**
* | output |
* | --- |
* | "Please enter a valid date" |
*
* @param {Error_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_date = /** @type {((inputs?: Error_DateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_DateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_date(inputs)
	return en_error_date(inputs)
});