/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_TimelineInputs */

const en_error_timeline = /** @type {(inputs: Error_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select timeline`)
};

const fr_error_timeline = /** @type {(inputs: Error_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir un échéancier`)
};

/**
* | output |
* | --- |
* | "Please select timeline" |
*
* @param {Error_TimelineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_timeline = /** @type {((inputs?: Error_TimelineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_TimelineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_timeline(inputs)
	return en_error_timeline(inputs)
});