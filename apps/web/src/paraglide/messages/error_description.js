/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_DescriptionInputs */

const en_error_description = /** @type {(inputs: Error_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description is required`)
};

const fr_error_description = /** @type {(inputs: Error_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La description est obligatoire`)
};

/**
* | output |
* | --- |
* | "Description is required" |
*
* @param {Error_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_description = /** @type {((inputs?: Error_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_description(inputs)
	return en_error_description(inputs)
});