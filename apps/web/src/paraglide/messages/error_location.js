/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_LocationInputs */

const en_error_location = /** @type {(inputs: Error_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location is required`)
};

const fr_error_location = /** @type {(inputs: Error_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lieu est obligatoire`)
};

/**
* | output |
* | --- |
* | "Location is required" |
*
* @param {Error_LocationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_location = /** @type {((inputs?: Error_LocationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_LocationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_location(inputs)
	return en_error_location(inputs)
});