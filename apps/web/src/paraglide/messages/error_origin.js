/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_OriginInputs */

const en_error_origin = /** @type {(inputs: Error_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origin location is required`)
};

const fr_error_origin = /** @type {(inputs: Error_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lieu d'origine est obligatoire`)
};

/**
* | output |
* | --- |
* | "Origin location is required" |
*
* @param {Error_OriginInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_origin = /** @type {((inputs?: Error_OriginInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_OriginInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_origin(inputs)
	return en_error_origin(inputs)
});